import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { convertWebform } from '../../../shared-kit/src/webform/convert-webform';
import type { RawWebformElements, WebformElement } from '../../../shared-kit/src/webform/webform-element';
import { translatorOver } from '../../../shared-kit/src/i18n/translate';
import { dictionary as formsDictionary } from '../../../mf-forms/src/i18n/dictionary';
import { badInputCases, newsletterCases, type BadInputCase, type Expected } from '../../support/bad-inputs/bad-input-cases';
import { answerFields, fieldKindOf, type FieldKind } from '../../support/bad-inputs/field-kind';
import { cyrillicTag, validInput, type ValidInput } from '../../support/bad-inputs/valid-inputs';
import { openLivePage } from '../../support/live-page';
import { kept, stepHeader, W, type KeptSubmission } from '../forms/form-helpers';
import { controlOf, describeCase, describedControl, enter, escapeRegExp, isAnswerSend, shownValue } from './bad-input-driver';

// One stuck control should fail its case quickly, not wait out the whole (long) test.
test.use({ actionTimeout: 10_000 });
// Each test opens its own form with its own marks: the two workers share them.
test.describe.configure({ mode: 'parallel' });

type Language = 'uk' | 'ru';

// Only answer fields reach here, and each of them has a kind.
const fieldKind = (element: WebformElement): FieldKind => fieldKindOf(element) ?? 'text';

interface FormUnderTest {
  formId: string;
  pages: Record<Language, { path: string; title: string }>;
}

// Every application form of the site, each on its page.
const FORMS: FormUnderTest[] = [
  {
    formId: 'deposit_request',
    pages: { uk: { path: '/uk/depozyt-zaiavka', title: 'Відкрити депозит' }, ru: { path: '/ru/depozit-zayavka', title: 'Открыть депозит' } },
  },
  { formId: 'feedback', pages: { uk: { path: '/uk/vidguk', title: 'Ваш відгук' }, ru: { path: '/ru/otzyv', title: 'Ваш отзыв' } } },
  { formId: 'complaint', pages: { uk: { path: '/uk/skarga', title: 'Скарга' }, ru: { path: '/ru/zhaloba', title: 'Жалоба' } } },
  {
    formId: 'documents_upload',
    pages: { uk: { path: '/uk/business/dokumenty', title: 'Завантажити документи' }, ru: { path: '/ru/business/dokumenty', title: 'Загрузить документы' } },
  },
  {
    formId: 'credit_cash',
    pages: { uk: { path: '/uk/zaiavka-na-kredyt', title: 'Оформити кредит' }, ru: { path: '/ru/zayavka-na-kredit', title: 'Оформить кредит' } },
  },
  {
    formId: 'credit_card',
    pages: {
      uk: { path: '/uk/kredytna-kartka-zaiavka', title: 'Заявка на кредитну картку' },
      ru: { path: '/ru/kreditnaya-karta-zayavka', title: 'Заявка на кредитную карту' },
    },
  },
];

const NEWSLETTER = { uk: { email: 'Ваш e-mail', subscribe: 'Підписатися' }, ru: { email: 'Ваш e-mail', subscribe: 'Подписаться' } } as const;
/** The stand-in's SMS code (backend-stub README: STUB_SMS_CODE, 1234 by default). */
const STUB_SMS_CODE = process.env.STUB_SMS_CODE ?? '1234';
/** A message that is not there yet: fail fast and go on with the next case. */
const MESSAGE_TIMEOUT = 3_000;

/** mf-forms' strings and the common ones, as its blocks read them. */
const translator = (language: Language) => translatorOver<keyof typeof formsDictionary>(formsDictionary, 'mf-forms', language);
const messageText = (expected: Expected, language: Language) => ('text' in expected ? expected.text : translator(language)(expected.message, expected.params));
/** The field's description ends with its message (a hint, when there is one, comes first). */
const endsWith = (text: string) => new RegExp(`(^|\\s)${escapeRegExp(text)}$`);

/**
 * The whole table of bad inputs is judged at unit level against the served forms
 * (mf-forms/src/form-rules/bad-inputs.test.ts). In the browser, one case per field kind and form proves what only a
 * page can: the control keeps what it accepts, shows the message under itself, and nothing leaves for the bank.
 */
function onePerKind<Field extends { cases: BadInputCase[] }>(fields: Field[]): Field[] {
  const seen = new Set<FieldKind>();
  return fields.map((field) => ({
    ...field,
    cases: field.cases.filter((found) => {
      if (seen.has(found.kind)) return false;
      seen.add(found.kind);
      return true;
    }),
  }));
}

/** Records every call that carries answers to the bank, with the case being tried when it left. */
function watchSends(page: Page) {
  const sends: string[] = [];
  const state = { current: null as string | null };
  page.on('request', (request) => {
    if (isAnswerSend(request) && state.current) sends.push(`${state.current} → ${request.method()} ${request.url()}`);
  });
  return { sends, state };
}

/** The steps of a served form: its wizard pages, or the whole form. */
function stepsOf(elements: WebformElement[]): WebformElement[][] {
  const pages = elements.filter((element) => element.type === 'webform_wizard_page');
  return pages.length > 0 ? pages.map((page) => page.children) : [elements];
}

function submitLabelOf(step: WebformElement[]): string | undefined {
  const flat = (list: WebformElement[]): WebformElement[] => list.flatMap((element) => [element, ...flat(element.children)]);
  return flat(step).find((element) => element.type === 'submit')?.submitLabel;
}

async function servedForm(request: APIRequestContext, language: Language, formId: string): Promise<WebformElement[]> {
  const response = await request.get(`/api/${language}/webform_rest/${formId}/elements`);
  expect(response.ok(), `the stand-in serves ${formId}`).toBe(true);
  return convertWebform((await response.json()) as RawWebformElements);
}

/**
 * Tries each case: enter it, send, see the message under the field. A field gets its good answer back once
 * its cases are done, so only one field is ever wrong. Between cases of one field nothing is put back: a
 * case that wrongly passed would be sent, and the send is what the watch catches.
 */
async function tryCases(
  form: Locator,
  submit: Locator,
  cases: BadInputCase[],
  good: Map<string, ValidInput>,
  language: Language,
  watch: ReturnType<typeof watchSends>,
) {
  for (const [index, found] of cases.entries()) {
    const label = describeCase(found);
    const control = controlOf(form, found.kind, found.title);
    const described = describedControl(control, found.kind);
    watch.state.current = label;
    await enter(control, found.kind, found.entry);
    const shown = shownValue(found);
    if (shown !== null) await expect.soft(control, `${label}: the field keeps only what it accepts`).toHaveValue(shown, { timeout: MESSAGE_TIMEOUT });
    await submit.click();
    await expect
      .soft(described, `${label}: the spec's message under the field`)
      .toHaveAccessibleDescription(endsWith(messageText(found.expected, language)), { timeout: MESSAGE_TIMEOUT });
    // A case that got through has left the form; the rest would only repeat it.
    if (watch.sends.length > 0) return;
    if (cases[index + 1]?.field === found.field) continue;
    const answer = good.get(found.field);
    if (answer) await enter(control, found.kind, answer.entry);
    watch.state.current = null;
    await expect(described, `${found.field}: a good answer clears the message`).not.toHaveAttribute('aria-invalid', 'true');
  }
}

/** What the stand-in kept from this run: any answer carrying the run's marks. */
async function keptFromRun(request: APIRequestContext, formId: string, language: Language, since: string, marks: string[]): Promise<KeptSubmission[]> {
  const all = await kept<KeptSubmission & { at: string }>(request, 'submissions');
  return all.filter(
    (submission) =>
      submission.at >= since &&
      submission.webformId === formId &&
      submission.language === language &&
      marks.some((mark) => JSON.stringify(submission.values).includes(mark)),
  );
}

for (const language of ['uk', 'ru'] as const) {
  for (const { formId, pages } of FORMS) {
    test(`${language}: ${formId} answers a bad input of each field kind with the spec's message under the field and sends none of them`, async ({
      page,
      request,
    }) => {
      const since = new Date().toISOString();
      const today = new Date();
      const unique = String(Date.now()).slice(-8);
      const elements = await servedForm(request, language, formId);
      const fields = answerFields(elements);
      const good = new Map(
        fields.flatMap(({ element }) => {
          const answer = validInput(element, { today, unique });
          return answer ? [[element.key, answer] as const] : [];
        }),
      );
      const cases = onePerKind(fields.map(({ element, step }) => ({ step, cases: badInputCases(element, formId, { today }) })));
      const total = cases.reduce((sum, field) => sum + field.cases.length, 0);
      test.setTimeout(60_000 + total * 2_000);
      test.info().annotations.push({ type: 'bad inputs', description: String(total) });

      const watch = watchSends(page);
      await openLivePage(page, pages[language].path);
      const form = page.getByRole('region', { name: pages[language].title });
      const steps = stepsOf(elements);
      const t = translator(language);

      for (const [index, step] of steps.entries()) {
        const last = index === steps.length - 1;
        const submit = form.getByRole('button', { name: last ? (submitLabelOf(step) ?? t('sendForm')) : t('nextStep'), exact: true });
        const onStep = fields.filter((field) => field.step === index);
        const stepCases = cases.filter((field) => field.step === index).flatMap((field) => field.cases);
        // Good answers everywhere first, so the one bad field is all that stops the send; a group whose
        // "nothing chosen" case is tried stays unchosen until that case (tried first) is done.
        const untouched = new Set(stepCases.filter((found) => found.entry.how === 'choose-nothing' && found.kind === 'choice').map((found) => found.field));
        for (const { element } of onStep) {
          const answer = good.get(element.key);
          if (answer && !untouched.has(element.key)) await enter(controlOf(form, fieldKind(element), element.title), fieldKind(element), answer.entry);
        }
        const ordered = [...stepCases.filter((found) => untouched.has(found.field)), ...stepCases.filter((found) => !untouched.has(found.field))];
        await tryCases(form, submit, ordered, good, language, watch);
        expect(watch.sends, 'no bad input reached the bank').toEqual([]);
        if (last) break;

        // On to the next step with good answers: the first send is the form's own, not a case's.
        await submit.click();
        const sms = page.getByRole('dialog', { name: W[language].smsTitle });
        const next = stepHeader(form, W[language], index + 2);
        await expect(sms.or(next.and(page.locator('[aria-current="step"]')))).toBeVisible();
        if (await sms.isVisible()) {
          await sms.getByLabel(W[language].smsCode).fill(STUB_SMS_CODE);
          await sms.getByRole('button', { name: W[language].smsConfirm }).click();
        }
        await expect(next).toHaveAttribute('aria-current', 'step');
      }

      // The stand-in's own record: nothing from a case; a two-step form keeps only its good first step.
      const marks = [unique, cyrillicTag(unique)];
      const stored = await keptFromRun(request, formId, language, since, marks);
      expect(stored.map((submission) => submission.steps)).toEqual(steps.length > 1 ? [1] : []);
      expect(total, 'cases tried').toBeGreaterThan(0);
    });
  }

  test(`${language}: the newsletter answers a bad address with the spec's message and subscribes none`, async ({ page, request }) => {
    const since = new Date().toISOString();
    const cases = newsletterCases().slice(0, 1);
    test.setTimeout(60_000 + cases.length * 2_000);
    test.info().annotations.push({ type: 'bad inputs', description: String(cases.length) });
    const watch = watchSends(page);
    await openLivePage(page, `/${language}`);
    const email = page.getByLabel(NEWSLETTER[language].email, { exact: true });
    const subscribe = page.getByRole('button', { name: NEWSLETTER[language].subscribe, exact: true });
    for (const found of cases) {
      const label = describeCase({ ...found, field: 'newsletter' });
      watch.state.current = label;
      await enter(email, 'email', found.entry);
      await subscribe.click();
      await expect.soft(email, `${label}: the spec's message`).toHaveAccessibleDescription(messageText(found.expected, language), { timeout: MESSAGE_TIMEOUT });
      if (watch.sends.length > 0) break;
      await email.fill(`visitor.${Date.now()}@ukr.net`);
      watch.state.current = null;
      await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    }
    expect(watch.sends, 'no bad address reached the bank').toEqual([]);
    const subscriptions = await kept<{ email: string; at: string }>(request, 'subscriptions');
    const tried = new Set(cases.map((found) => String(found.held)));
    expect(subscriptions.filter((subscription) => subscription.at >= since && tried.has(subscription.email)).map((subscription) => subscription.email)).toEqual(
      [],
    );
  });
}
