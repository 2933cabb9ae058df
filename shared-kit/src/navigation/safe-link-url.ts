// Schemes a CMS link may carry: the web, mail, phone, and the messenger apps experts link to (Viber,
// Telegram). javascript:, vbscript: and data: would run or smuggle code when followed; anything unknown
// is refused with them.
const SAFE_SCHEMES = ['http', 'https', 'mailto', 'tel', 'viber', 'tg'];

/** Whether a link from the content system may reach the page: relative, or a known safe scheme. */
export function isSafeLinkUrl(url: string): boolean {
  // Browsers skip whitespace and control characters inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  return scheme === undefined || SAFE_SCHEMES.includes(scheme.toLowerCase());
}

/** Whether an image URL from the content system may reach the page: a safe link, or an inline image (data:image/…). */
export function isSafeImageUrl(url: string): boolean {
  return isSafeLinkUrl(url) || /^data:image\//i.test(url.trim());
}
