import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ValidationError } from 'yup';
import { checkNewsletterEmail, convertWebform, type RawWebformElements, type SiteLanguage } from '@bank/shared-kit';
import { translator } from '../i18n/strings';
import { badInputCases, newsletterCases, type BadInputCase, type Expected } from '../../../e2e/support/bad-inputs/bad-input-cases';
import { answerFields } from '../../../e2e/support/bad-inputs/field-kind';
import { validInput } from '../../../e2e/support/bad-inputs/valid-inputs';
import { formSteps } from './form-steps';
import { initialValues, type FieldValue, type FormValues } from './initial-values';
import { stepSchema } from './webform-schema';

// The forms exactly as the stand-in serves them (its seed is an ES module jest cannot load, so node reads it).
const repository = path.resolve(__dirname, '../../..');
const served = JSON.parse(
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { WEBFORMS } from './backend-stub/src/seed/forms-webforms.mjs';
       import { localise } from './backend-stub/src/languages.mjs';
       process.stdout.write(JSON.stringify({ uk: localise(WEBFORMS, 'uk'), ru: localise(WEBFORMS, 'ru') }));`,
    ],
    { cwd: repository, encoding: 'utf8' },
  ),
) as Record<'uk' | 'ru', Record<string, RawWebformElements>>;

const today = new Date();
const asValue = (held: BadInputCase['held']): FieldValue => (Array.isArray(held) ? held.map((name) => new File(['x'], name)) : held);
const textOf = (expected: Expected, language: SiteLanguage) => ('text' in expected ? expected.text : translator(language)(expected.message, expected.params));

/** The messages the step's schema gives when the case's field holds its input and every other field a good answer. */
async function messagesFor(elements: ReturnType<typeof convertWebform>, formId: string, step: number, values: FormValues, language: SiteLanguage) {
  const schema = stepSchema(formSteps(elements)[step]?.elements ?? [], formId, translator(language));
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((failure) => [failure.path, failure.message]));
  }
}

let total = 0;
afterAll(() => {
  // The quality gate asks for at least 200 distinct bad inputs across the real forms (issue 11).
  expect(total).toBeGreaterThanOrEqual(200);
});

for (const language of ['uk', 'ru'] as const) {
  describe(`${language}: every bad input of the site's forms gets the spec's message`, () => {
    for (const [formId, raw] of Object.entries(served[language])) {
      const elements = convertWebform(raw);
      const fields = answerFields(elements);
      const good = Object.fromEntries(
        fields.map(({ element }) => [element.key, validInput(element, { today, unique: '4242' })?.held]).filter(([, held]) => held !== undefined),
      ) as Record<string, BadInputCase['held']>;
      const cases = fields.flatMap(({ element, step }) =>
        badInputCases(element, formId, { today, operatorCodes: 'near' }).map((found) => ({ ...found, step })),
      );
      total += cases.length;

      it(`${formId}: good answers in every field pass`, async () => {
        for (const step of [...new Set(fields.map((field) => field.step))]) {
          const values = { ...initialValues(elements), ...Object.fromEntries(Object.entries(good).map(([key, held]) => [key, asValue(held)])) };
          expect(await messagesFor(elements, formId, step, values, language)).toEqual({});
        }
      });

      it.each(cases.map((found) => [`${found.field}: ${found.what} (${JSON.stringify(found.held).slice(0, 40)})`, found] as const))(
        `${formId} › %s`,
        async (_, found) => {
          const values: FormValues = { ...initialValues(elements) };
          for (const [key, held] of Object.entries(good)) values[key] = asValue(held);
          values[found.field] = asValue(found.held);
          expect(await messagesFor(elements, formId, found.step, values, language)).toEqual({ [found.field]: textOf(found.expected, language) });
        },
      );
    }

    it.each(newsletterCases().map((found) => [`${found.what} (${JSON.stringify(found.held).slice(0, 40)})`, found] as const))('newsletter › %s', (_, found) => {
      total += 1;
      const issue = checkNewsletterEmail(String(found.held));
      expect(issue && translator(language)(issue.message, issue.params)).toBe(textOf(found.expected, language));
    });
  });
}
