const SAFE_RETURN_PATH = /^\/(?:uk|ru|en)(?:\/[A-Za-z0-9_\-/]*)?$/;

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]);

/**
 * The answer to the subscribe form sent without its script: a page in the visitor's language that
 * says what happened, with the form again (the address as typed) when it did not work, and a way back
 * to the page the form was on (a path of this site only: never a URL the request names elsewhere).
 * The shell renders it, so its words are the shell's (shared-kit's dictionary/shell.ts), not mf-forms'.
 */
export function newsletterAnswerPage({ formRules, language, email, outcome, returnTo }) {
  const t = formRules.translator(language);
  const back = typeof returnTo === 'string' && SAFE_RETURN_PATH.test(returnTo) ? returnTo : `/${language}`;
  const subscribed = outcome.status === 200 && outcome.answer?.status === 'ok';
  let message;
  if (subscribed) message = outcome.answer.text || t('newsletterAnswerDone');
  else if (outcome.issue) message = t(outcome.issue.message, outcome.issue.params);
  else message = t('newsletterAnswerFailed');
  const form = subscribed
    ? ''
    : `<form method="post" action="/api/${language}/newsletter">
<input type="hidden" name="returnTo" value="${escapeHtml(back)}">
<label for="email">${escapeHtml(t('newsletterAnswerEmail'))}</label>
<input id="email" type="email" name="email" autocomplete="email" value="${escapeHtml(email)}" aria-describedby="outcome"${outcome.issue ? ' aria-invalid="true"' : ''}>
<button type="submit">${escapeHtml(t('newsletterAnswerSubscribe'))}</button>
</form>`;
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t('newsletterAnswerTitle'))}</title></head>
<body>
<main>
<h1>${escapeHtml(t('newsletterAnswerTitle'))}</h1>
<p id="outcome" role="${subscribed ? 'status' : 'alert'}">${escapeHtml(message)}</p>
${form}
<p><a href="${escapeHtml(back)}">${escapeHtml(t('newsletterAnswerBack'))}</a></p>
</main>
</body>
</html>
`;
}
