import type { DictionaryKey } from '../../../shared-kit/src/i18n/dictionary';
import type { WebformElement } from '../../../shared-kit/src/webform/webform-element';
import { NAME_MAX_CHARS, TEXTAREA_MAX_CHARS } from '../../../shared-kit/src/site/constants';
import { OPERATOR_CODES } from '../../../shared-kit/src/validation/phone-number';
import { fieldKindOf, type FieldKind } from './field-kind';
import { cut, maskedPhone, typedDigits } from './held-values';
import * as beyond from './beyond-inputs';

/** How the visitor enters the input. */
export type Entry =
  /** Key by key, as typed: a mask acts on every key. */
  | { how: 'type'; text: string }
  /** At once, as pasted (long strings: typing 10 000 keys proves nothing more). */
  | { how: 'paste'; text: string }
  | { how: 'time'; value: string }
  | { how: 'choose-nothing' }
  | { how: 'uncheck' }
  | { how: 'attach'; names: string[] };

/** The message the spec gives: a dictionary key (with its parameters) or the form's own required text. */
export type Expected = { message: DictionaryKey; params?: Record<string, string | number> } | { text: string };

export interface BadInputCase {
  field: string;
  /** The field's label, by which a visitor (and the e2e gate) finds it. */
  title: string;
  kind: FieldKind;
  /** What the input is, for reports: "Latin letters", "SQL tautology". */
  what: string;
  entry: Entry;
  /** What the field holds after the entry (masks and limits applied): what the rules judge. */
  held: string | boolean | string[];
  expected: Expected;
}

export interface CaseOptions {
  /** The day the cases are judged on (dates must be today or later). */
  today: Date;
  /**
   * Unknown operator codes to try: `all` 82 of them, `near` the 32 that differ from a known code only in
   * the last digit (a visitor's slip), `few` three of them.
   */
  operatorCodes?: 'all' | 'near' | 'few';
}

type Family = Array<[what: string, text: string]>;

const issue = (message: DictionaryKey, params?: Record<string, string | number>): Expected => (params ? { message, params } : { message });
const requiredOf = (element: WebformElement): Expected => (element.error ? { text: element.error } : issue('fieldRequired'));
// Into a masked control (the phone, digits-only fields) short inputs are typed, so the mask sees every key;
// long strings, and everything into plain text controls, are pasted.
const typedOf = (text: string): Entry => (text.length > 200 ? { how: 'paste', text } : { how: 'type', text });
const pastedOf = (text: string): Entry => ({ how: 'paste', text });

const NOT_CYRILLIC: Family = [
  ['Latin letters', 'Ivan Petrenko'],
  ['a Latin I among Cyrillic letters', 'Iван'],
  ['Greek letters', 'Ιωάννης'],
  ['a digit', 'Іван 2'],
  ['an underscore', 'Іван_Петро'],
  ['an exclamation mark', 'Іван!'],
  ['a dot', 'Іван.Петро'],
  ['an at sign', 'іван@пошта'],
  ['an emoji', `Іван ${beyond.EMOJI}`],
  ['Arabic', beyond.ARABIC],
  ['Hebrew', beyond.HEBREW],
  ['a right-to-left override', `${beyond.RTL_OVERRIDE}Іван`],
  ['a zero-width space', `Іван${beyond.ZERO_WIDTH_SPACE}Петро`],
  ['a zero-width no-break space', `Іван${beyond.ZERO_WIDTH_NO_BREAK}Петро`],
  ['a tab', `Іван${beyond.TAB}Петро`],
  ['a bell control character', `Іван${beyond.BELL}`],
  ['the Cyrillic thousands sign (a symbol, not a letter)', 'Іван ҂'],
  ['only hyphens and apostrophes', "-'-"],
  ['an SQL tautology', beyond.SQL_TAUTOLOGY],
  ['an SQL drop', beyond.SQL_DROP],
  ['a script tag', beyond.SCRIPT_TAG],
  ['an image with onerror', beyond.IMAGE_ONERROR],
  ['10 000 Latin letters', 'x'.repeat(beyond.LONG)],
  ['Cyrillic, then 10 000 Latin letters', `Іван${'x'.repeat(beyond.LONG)}`],
];

const BAD_EMAILS: Family = [
  ['no at sign', 'ivan.petrenko.ukr.net'],
  ['nothing after the at sign', 'ivan@'],
  ['nothing before the at sign', '@ukr.net'],
  ['no dot in the domain', 'ivan@ukr'],
  ['a one-letter top-level domain', 'ivan@ukr.n'],
  ['two at signs', 'ivan@@ukr.net'],
  ['a space inside', 'ivan petrenko@ukr.net'],
  ['two dots in a row in the domain', 'ivan@ukr..net'],
  ['a domain starting with a dot', 'ivan@.ukr.net'],
  ['a domain ending with a dot', 'ivan@ukr.net.'],
  ['two addresses with a comma', 'ivan@ukr.net,olena@ukr.net'],
  ['Cyrillic letters before the at sign', 'іван@ukr.net'],
  ['an emoji', `ivan${beyond.EMOJI}@ukr.net`],
  ['Arabic', 'محمد@ukr.net'],
  ['Hebrew', 'דוד@ukr.net'],
  ['a right-to-left override', `ivan${beyond.RTL_OVERRIDE}@ukr.net`],
  ['a zero-width space', `ivan${beyond.ZERO_WIDTH_SPACE}@ukr.net`],
  ['a zero-width no-break space', `iv${beyond.ZERO_WIDTH_NO_BREAK}an@ukr.net`],
  ['a bell control character', `ivan${beyond.BELL}@ukr.net`],
  ['an SQL comment after the address', "ivan@ukr.net'--"],
  ['an SQL statement after the address', 'ivan@ukr.net;DROP--'],
  ['an SQL tautology', "' OR '1'='1'--@ukr.net"],
  ['a script tag', `${beyond.SCRIPT_TAG}@ukr.net`],
  ['an image with onerror', '"><img/src=x/onerror=alert(1)>@ukr.net'],
  ['a javascript: URL', 'javascript:alert(1)@ukr.net'],
  ['10 000 letters', 'a'.repeat(beyond.LONG)],
  ['10 000 letters before the at sign', `${'a'.repeat(beyond.LONG)}@ukr.net`],
  ['10 000 letters in the domain', `ivan@${'a'.repeat(beyond.LONG)}.net`],
];

// Inputs with no ASCII digit at all: a digits-only control (or the phone mask) keeps none of them.
const NO_DIGITS: Family = [
  ['letters', 'abc'],
  ['Cyrillic letters', 'абв'],
  ['an emoji', beyond.EMOJI],
  ['Arabic-Indic digits', beyond.ARABIC_INDIC_DIGITS],
  ['full-width digits', beyond.FULL_WIDTH_DIGITS],
  ['Hebrew', beyond.HEBREW],
  ['an SQL drop', beyond.SQL_DROP],
  ['an image with onerror (letters only)', '<img src=x onerror=alert()>'],
  ['10 000 letters', 'x'.repeat(beyond.LONG)],
];

const BLANK: Family = [
  ['only spaces', beyond.ONLY_SPACES],
  ['only zero-width spaces', beyond.ZERO_WIDTH_SPACE.repeat(3)],
];

function nameCases(element: WebformElement): Array<Omit<BadInputCase, 'field' | 'title' | 'kind'>> {
  const held = (text: string) => cut(text, NAME_MAX_CHARS);
  const required = element.required
    ? [
        { what: 'nothing', entry: pastedOf(''), held: '', expected: requiredOf(element) },
        ...BLANK.map(([what, text]) => ({ what, entry: pastedOf(text), held: held(text), expected: requiredOf(element) })),
      ]
    : [];
  return [...required, ...NOT_CYRILLIC.map(([what, text]) => ({ what, entry: pastedOf(text), held: held(text), expected: issue('onlyCyrillic') }))];
}

/** Operator codes 000…099 the spec does not list. */
function unknownOperatorCodes(which: 'all' | 'near' | 'few'): string[] {
  const known: readonly string[] = OPERATOR_CODES;
  const unknown = Array.from({ length: 100 }, (_, n) => `0${String(n).padStart(2, '0')}`).filter((code) => !known.includes(code));
  if (which === 'all') return unknown;
  if (which === 'few') return ['044', '090', '051'];
  return unknown.filter((code) => known.some((operator) => operator.slice(0, 2) === code.slice(0, 2)));
}

function phoneCases(element: WebformElement, options: CaseOptions): Array<Omit<BadInputCase, 'field' | 'title' | 'kind'>> {
  const typed = (what: string, text: string, expected: Expected) => ({ what, entry: typedOf(text), held: maskedPhone(text), expected });
  const cases = [];
  if (element.required) {
    const required = issue('phoneRequired');
    cases.push(typed('nothing', '', required));
    // Spaces are left out: the mask takes a space as its own separator, which says nothing about the rule.
    cases.push(
      ...[...NO_DIGITS, ['only zero-width spaces', beyond.ZERO_WIDTH_SPACE.repeat(3)] as [string, string]].map(([what, text]) => typed(what, text, required)),
    );
  }
  // Shorter than the full number: the operator code is judged once more than 6 digits (with 38) are in.
  const full = '0501234567';
  for (let length = 1; length < full.length; length += 1)
    cases.push(typed(`the first ${length} digits of a number`, full.slice(0, length), issue('phoneIncorrect')));
  cases.push(typed('a landline code, 6 digits in', '0441', issue('phoneIncorrect')));
  cases.push(typed('a landline code, 7 digits in', '04412', issue('incorrectOperatorCode')));
  cases.push(typed('an SQL tautology after an operator code', `050${beyond.SQL_TAUTOLOGY}`, issue('phoneIncorrect')));
  cases.push(typed('a script tag (its one digit kept)', beyond.SCRIPT_TAG, issue('phoneIncorrect')));
  cases.push(typed('the number without its leading 0', '5012345678', issue('incorrectOperatorCode')));
  cases.push(typed('a Kyiv landline with the country code', '+38 (044) 123-45-67', issue('incorrectOperatorCode')));
  cases.push(typed('10 000 zeros', '0'.repeat(beyond.LONG), issue('incorrectOperatorCode')));
  for (const code of unknownOperatorCodes(options.operatorCodes ?? 'few'))
    cases.push(typed(`unknown operator code ${code}`, `${code}1234567`, issue('incorrectOperatorCode')));
  return cases;
}

function digitCases(element: WebformElement, kind: 'edrpou' | 'tax-number' | 'number'): Array<Omit<BadInputCase, 'field' | 'title' | 'kind'>> {
  const limits = { maxLength: element.maxLength, max: element.max !== undefined ? Number(element.max) : undefined };
  const typed = (what: string, text: string, expected: Expected) => ({ what, entry: typedOf(text), held: typedDigits(text, limits), expected });
  const cases = [];
  if (element.required) {
    cases.push(typed('nothing', '', requiredOf(element)));
    cases.push(...[...NO_DIGITS, ...BLANK].map(([what, text]) => typed(what, text, requiredOf(element))));
  }
  if (kind === 'edrpou') {
    const wrongLength: Family = [
      ['one digit', '1'],
      ['7 digits', '1234567'],
      ['9 digits', '123456789'],
      ['7 digits with dashes', '12-34-567'],
      ['an SQL tautology (its two digits kept)', beyond.SQL_TAUTOLOGY],
      ['a script tag (its one digit kept)', beyond.SCRIPT_TAG],
    ];
    cases.push(...wrongLength.map(([what, text]) => typed(what, text, issue('edrpouDigits'))));
  }
  if (kind === 'number' && element.min !== undefined) {
    const min = Number(element.min);
    const range = issue('valueInRange', { min, max: element.max ?? '∞' });
    const below: Family = [
      ['zero', '0'],
      ['one', '1'],
      ['one below the minimum', String(min - 1)],
      ['a number in exponent notation (1e3)', '1e3'],
      ['a negative number (its minus refused)', '-100'],
    ];
    cases.push(...below.map(([what, text]) => typed(what, text, range)));
  }
  return cases;
}

function emailCases(element: WebformElement, formId: string): Array<Omit<BadInputCase, 'field' | 'title' | 'kind'>> {
  // Browsers strip the spaces around an email address.
  const entered = (what: string, text: string, expected: Expected) => ({ what, entry: pastedOf(text), held: text.trim(), expected });
  const cases = element.required ? [entered('nothing', '', requiredOf(element)), ...BLANK.map(([what, text]) => entered(what, text, requiredOf(element)))] : [];
  // The one car-loan form whose mail field skips the pattern check (forms spec section 5).
  if (formId === 'car_loan_request' && element.key === 'mail') return cases;
  return [...cases, ...BAD_EMAILS.map(([what, text]) => entered(what, text, issue('fieldIncorrect')))];
}

/** The newsletter's email field: its own message for an empty field, "Field is incorrect" for a bad one. */
export function newsletterCases(): Array<Omit<BadInputCase, 'field' | 'title' | 'kind'>> {
  const entered = (what: string, text: string, expected: Expected) => ({ what, entry: pastedOf(text), held: text.trim(), expected });
  return [
    entered('nothing', '', issue('pleaseFillIn')),
    ...BLANK.map(([what, text]) => entered(what, text, issue('pleaseFillIn'))),
    ...BAD_EMAILS.map(([what, text]) => entered(what, text, issue('fieldIncorrect'))),
  ];
}

function longTextCases(element: WebformElement): Array<Omit<BadInputCase, 'field' | 'title' | 'kind'>> {
  const entered = (what: string, text: string, expected: Expected) => ({ what, entry: pastedOf(text), held: text, expected });
  const tooLong = issue('textTooLong', { max: TEXTAREA_MAX_CHARS });
  const cases = element.required
    ? [
        entered('nothing', '', requiredOf(element)),
        ...BLANK.map(([what, text]) => entered(what, text, requiredOf(element))),
        entered('only line breaks', '\n\n\n', requiredOf(element)),
      ]
    : [];
  return [
    ...cases,
    entered(`exactly ${TEXTAREA_MAX_CHARS} letters (it must be under)`, 'а'.repeat(TEXTAREA_MAX_CHARS), tooLong),
    entered('10 000 letters', 'а'.repeat(beyond.LONG), tooLong),
    entered(`${TEXTAREA_MAX_CHARS} emoji`, beyond.EMOJI.repeat(TEXTAREA_MAX_CHARS), tooLong),
    entered('10 000 characters of Arabic', beyond.ARABIC.repeat(Math.ceil(beyond.LONG / beyond.ARABIC.length)), tooLong),
    entered('an SQL drop repeated past the limit', beyond.SQL_DROP.repeat(Math.ceil(TEXTAREA_MAX_CHARS / beyond.SQL_DROP.length)), tooLong),
  ];
}

const two = (n: number) => String(n).padStart(2, '0');
const dayMonthYear = (date: Date) => `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()}`;
const daysFrom = (today: Date, days: number) => new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);

function dateCases(element: WebformElement, { today }: CaseOptions): Array<Omit<BadInputCase, 'field' | 'title' | 'kind'>> {
  const entered = (what: string, text: string, expected: Expected) => ({ what, entry: pastedOf(text), held: cut(text, 10), expected });
  const format = issue('dateFormat');
  const nextYear = today.getFullYear() + 1;
  const nonLeap = [nextYear, nextYear + 1, nextYear + 2, nextYear + 3].find((year) => new Date(year, 1, 29).getMonth() !== 1)!;
  const cases = element.required ? [entered('nothing', '', requiredOf(element)), entered('only spaces', '          ', requiredOf(element))] : [];
  const badFormats: Family = [
    ['letters', 'abc'],
    ['a 32nd day', `32.01.${nextYear}`],
    ['a 13th month', `01.13.${nextYear}`],
    ['day zero', `00.01.${nextYear}`],
    ['29 February of a common year', `29.02.${nonLeap}`],
    ['one-digit day and month', `1.1.${nextYear}`],
    ['year first', `${nextYear}-01-15`],
    ['slashes', `15/01/${nextYear}`],
    ['Arabic-Indic digits', '١٥.٠١.٢٠٣٠'],
    ['an emoji', `${beyond.EMOJI}.01.${nextYear}`],
    ['an SQL tautology', "' OR 1=1--"],
    ['a script tag', beyond.SCRIPT_TAG],
  ];
  cases.push(...badFormats.map(([what, text]) => entered(what, text, format)));
  cases.push(entered('yesterday', dayMonthYear(daysFrom(today, -1)), issue('dateNotPast')));
  cases.push(entered('a date in 2000', '15.01.2000', issue('dateNotPast')));
  const allowed = element.dateDays;
  if (allowed && allowed.length > 0) {
    for (let days = 1; days <= 7; days += 1) {
      const date = daysFrom(today, days);
      if (!allowed.includes(date.getDay()))
        cases.push(entered(`a day the form does not allow (weekday ${date.getDay()})`, dayMonthYear(date), issue('dateWeekday')));
    }
  }
  return cases;
}

function timeCases(element: WebformElement): Array<Omit<BadInputCase, 'field' | 'title' | 'kind'>> {
  const cases: Array<Omit<BadInputCase, 'field' | 'title' | 'kind'>> = element.required
    ? [
        { what: 'nothing', entry: { how: 'time', value: '' }, held: '', expected: requiredOf(element) },
        { what: 'letters (a time control refuses them)', entry: { how: 'type', text: 'abc' }, held: '', expected: requiredOf(element) },
      ]
    : [];
  const { min, max } = element;
  if (!min && !max) return cases;
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const time = (total: number) => `${two(Math.floor(total / 60))}:${two(total % 60)}`;
  const outside = [
    ...(min ? [time(minutes(min) - 1), '00:00', time(Math.floor(minutes(min) / 2))] : []),
    ...(max ? [time(minutes(max) + 1), '23:59', time(Math.floor((minutes(max) + 24 * 60) / 2))] : []),
  ].filter((value, index, all) => all.indexOf(value) === index);
  const range = issue('timeRange', { min: min ?? '00:00', max: max ?? '23:59' });
  return [...cases, ...outside.map((value) => ({ what: `${value}, outside the hours`, entry: { how: 'time' as const, value }, held: value, expected: range }))];
}

function fileCases(element: WebformElement): Array<Omit<BadInputCase, 'field' | 'title' | 'kind'>> {
  const attach = (what: string, names: string[], expected: Expected) => ({ what, entry: { how: 'attach' as const, names }, held: names, expected });
  const cases = element.required ? [attach('no file', [], requiredOf(element))] : [];
  const allowed = (element.fileExtensions ?? '')
    .split(/[\s,]+/)
    .map((extension) => extension.replace(/^\./, '').toLowerCase())
    .filter(Boolean);
  const first = allowed[0] ?? 'pdf';
  const maxCount = element.multiple ?? 1;
  if (Number.isFinite(maxCount)) {
    cases.push(
      attach(
        `${maxCount + 1} files`,
        Array.from({ length: maxCount + 1 }, (_, n) => `document-${n + 1}.${first}`),
        issue('maxFiles', { n: maxCount }),
      ),
    );
  }
  if (allowed.length > 0) {
    const wrongType = issue('fileExtension', { extensions: allowed.join(', ') });
    const names: Family = [
      ['a program', 'setup.exe'],
      ['a program behind an allowed extension', `statut.${first}.exe`],
      ['an SVG picture (it can carry scripts)', 'logo.svg'],
      ['an HTML page', 'page.html'],
      ['a name with a script tag', '<script>alert(1)<.html'],
      ['a Word document with a Cyrillic name', 'статут.docx'],
      ['no extension', 'statut'],
      ['an emoji name', `${beyond.EMOJI}.gif`],
    ];
    cases.push(...names.map(([what, name]) => attach(what, [name], wrongType)));
  }
  return cases;
}

/** Bad inputs of one webform field, each with the message the spec gives; none for a field nothing can break. */
export function badInputCases(element: WebformElement, formId: string, options: CaseOptions): BadInputCase[] {
  const kind = fieldKindOf(element);
  if (!kind) return [];
  const cases = ((): Array<Omit<BadInputCase, 'field' | 'title' | 'kind'>> => {
    switch (kind) {
      case 'name':
        return nameCases(element);
      case 'phone':
        return phoneCases(element, options);
      case 'edrpou':
      case 'tax-number':
      case 'number':
        return digitCases(element, kind);
      case 'email':
        return emailCases(element, formId);
      case 'long-text':
        return longTextCases(element);
      case 'date':
        return dateCases(element, options);
      case 'time':
        return timeCases(element);
      case 'file':
        return fileCases(element);
      case 'agreement':
        return element.required ? [{ what: 'unchecked', entry: { how: 'uncheck' }, held: false, expected: issue('pleaseAgree') }] : [];
      case 'select':
      case 'choice':
        // A group with a choice made by default cannot be emptied by a visitor.
        return element.required && !(kind === 'choice' && element.defaultValue)
          ? [{ what: 'nothing chosen', entry: { how: 'choose-nothing' }, held: '', expected: requiredOf(element) }]
          : [];
      case 'text':
        return element.required
          ? [
              { what: 'nothing', entry: pastedOf(''), held: '', expected: requiredOf(element) },
              ...BLANK.map(([what, text]) => ({ what, entry: pastedOf(text), held: cut(text, element.maxLength), expected: requiredOf(element) })),
            ]
          : [];
    }
  })();
  return cases.map((found) => ({ field: element.key, title: element.title, kind, ...found }));
}
