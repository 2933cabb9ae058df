import { convertWebform, type WebformElement } from '@bank/shared-kit';
import { fieldRule } from './field-rule';
import { stepResolver, stepSchema } from './webform-schema';

const element = (key: string, raw: Record<string, unknown>): WebformElement => convertWebform({ [key]: raw })[0]!;
const check = (key: string, raw: Record<string, unknown>, value: unknown, formId = 'credit_cash') =>
  fieldRule(element(key, raw), formId)?.(value as string) ?? null;

describe('the rule each field gets', () => {
  it('name fields accept only Cyrillic', () => {
    expect(check('pib', { '#type': 'textfield', '#required': true }, 'Ivan')).toEqual({ message: 'onlyCyrillic' });
    expect(check('last_name', { '#type': 'textfield', '#required': true }, 'Коваль')).toBeNull();
  });
  it('the phone gets the phone rule', () => {
    expect(check('phone', { '#type': 'tel', '#required': true }, '')).toEqual({ message: 'phoneRequired' });
    expect(check('phone', { '#type': 'tel', '#required': true }, '+38 (044) 123-45-67')).toEqual({ message: 'incorrectOperatorCode' });
  });
  it('an optional phone may stay empty', () => {
    expect(check('phone', { '#type': 'tel' }, '')).toBeNull();
  });
  it('edrpou has 8 or 10 digits; inn, ipn and number fields digits only, at most max', () => {
    expect(check('edrpou', { '#type': 'textfield', '#required': true }, '123')).toEqual({ message: 'edrpouDigits' });
    expect(check('inn', { '#type': 'textfield', '#required': true }, '12a')).toEqual({ message: 'digitsOnly' });
    expect(check('amount', { '#type': 'number', '#max': 300000 }, '300001')).toEqual({ message: 'valueAtMost', params: { max: 300000 } });
    expect(check('amount', { '#type': 'number', '#min': 3000, '#max': 300000 }, '100')).toEqual({
      message: 'valueInRange',
      params: { min: 3000, max: 300000 },
    });
  });
  it("email gets the pattern check, except the car-loan form's mail field", () => {
    expect(check('email', { '#type': 'email' }, 'ivan@bank')).toEqual({ message: 'fieldIncorrect' });
    expect(check('mail', { '#type': 'email' }, 'ivan@bank', 'car_loan_request')).toBeNull();
  });
  it('time, file, textarea and date get their rules', () => {
    expect(check('visit_time', { '#type': 'webform_time', '#min': '09:00', '#max': '18:00' }, '20:00')).toEqual({
      message: 'timeRange',
      params: { min: '09:00', max: '18:00' },
    });
    const files = [new File(['a'], 'a.pdf'), new File(['b'], 'b.pdf'), new File(['c'], 'c.pdf')];
    expect(fieldRule(element('docs', { '#type': 'webform_document_file', '#multiple': 2 }), 'f')?.(files)).toEqual({ message: 'maxFiles', params: { n: 2 } });
    expect(check('review', { '#type': 'textarea', '#required': true }, '')).toEqual({ message: 'fieldRequired' });
    expect(check('visit_date', { '#type': 'date', '#required': true }, '01.01.2020')).toEqual({ message: 'dateNotPast' });
  });
  it("a required checkbox must stay checked: 'Please agree to continue.'", () => {
    expect(fieldRule(element('agree', { '#type': 'checkbox', '#required': true }), 'f')?.(false)).toEqual({ message: 'pleaseAgree' });
  });
  it('a required select is required; hidden fields are never checked', () => {
    expect(check('city', { '#type': 'select', '#required': true }, '')).toEqual({ message: 'fieldRequired' });
    expect(fieldRule(element('token', { '#type': 'hidden', '#required': true }), 'f')).toBeNull();
  });
});

describe('the step schema in react-hook-form', () => {
  const elements = convertWebform({
    pib: { '#type': 'textfield', '#required': true },
    city: { '#type': 'select', '#required': true, '#required_error': 'Оберіть місто' },
  });
  const t = ((key: string) => `«${key}»`) as Parameters<typeof stepSchema>[2];
  it('reports every failing field with its message, the form’s own required message first', async () => {
    const resolve = stepResolver(() => stepSchema(elements, 'f', t));
    const result = await resolve({ pib: 'Ivan', city: '' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors).toEqual({
      pib: expect.objectContaining({ message: '«onlyCyrillic»' }),
      city: expect.objectContaining({ message: 'Оберіть місто' }),
    });
  });
  it('passes good values through', async () => {
    const resolve = stepResolver(() => stepSchema(elements, 'f', t));
    const result = await resolve({ pib: 'Коваль', city: 'kyiv' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ pib: 'Коваль', city: 'kyiv' });
  });
});
