import { checkEmail, checkNewsletterEmail, isEmailAddress, skipsEmailPattern } from './email-address';

describe('email rules', () => {
  it.each(['ivan@bank.ua', 'o.petrenko@mail.com.ua', ' anna@ukr.net ', "o'brien+news@mail-box.com.ua", 'ivan@xn--80aikifvh.xn--j1amh'])(
    '%s is an address',
    (value) => {
      expect(isEmailAddress(value)).toBe(true);
    },
  );
  it.each([
    'ivan',
    'ivan@',
    '@bank.ua',
    'ivan@bank',
    'iv an@bank.ua',
    'ivan@bank.u',
    'ivan@ukr..net',
    'ivan@ukr.net.',
    "ivan@ukr.net'--",
    '<script>alert(1)</script>@ukr.net',
    'ivan\u200B@ukr.net',
    'іван@ukr.net',
    `${'a'.repeat(65)}@ukr.net`,
    `ivan@${'a'.repeat(64)}.net`,
  ])('%j is not an address', (value) => {
    expect(isEmailAddress(value)).toBe(false);
  });
  it("an empty newsletter email says 'Please fill in this field.'", () => {
    expect(checkNewsletterEmail('  ')).toEqual({ message: 'pleaseFillIn' });
  });
  it("a newsletter email in a bad format says 'Field is incorrect'", () => {
    expect(checkNewsletterEmail('ivan@bank')).toEqual({ message: 'fieldIncorrect' });
    expect(checkNewsletterEmail('ivan@bank.ua')).toBeNull();
  });
  it('a required empty email is required, an optional empty one passes', () => {
    expect(checkEmail('', { required: true })).toEqual({ message: 'fieldRequired' });
    expect(checkEmail('', { required: false })).toBeNull();
    expect(checkEmail('x@y', { required: false })).toEqual({ message: 'fieldIncorrect' });
  });
  it("the car-loan form's mail field skips the pattern check, other fields do not", () => {
    expect(skipsEmailPattern('car_loan_request', 'mail')).toBe(true);
    expect(skipsEmailPattern('car_loan_request', 'email')).toBe(false);
    expect(checkEmail('ivan at bank', { required: true, patternCheck: false })).toBeNull();
  });
});
