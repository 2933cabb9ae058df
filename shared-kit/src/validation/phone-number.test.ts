import { OPERATOR_CODES, checkPhone, phoneDigits } from './phone-number';

describe('phone rule', () => {
  it('strips the mask down to digits', () => {
    expect(phoneDigits('+38 (050) 123-45-67')).toBe('380501234567');
    expect(phoneDigits('+38 (050) 1__-__-__')).toBe('380501');
  });
  it("an empty phone says 'Phone field is required'", () => {
    expect(checkPhone('')).toEqual({ message: 'phoneRequired' });
    expect(checkPhone('+__ (___) ___-__-__')).toEqual({ message: 'phoneRequired' });
  });
  it("the mask's prefix alone (letters typed, or every digit deleted) says 'Phone field is required'", () => {
    expect(checkPhone('+38 (')).toEqual({ message: 'phoneRequired' });
    expect(checkPhone('+38 (0')).toEqual({ message: 'phoneIncorrect' });
  });
  it.each(OPERATOR_CODES)('operator code %s is accepted', (code) => {
    expect(checkPhone(`+38 (${code}) 123-45-67`)).toBeNull();
  });
  it("a phone with an unknown operator code says 'Incorrect operator code'", () => {
    expect(checkPhone('+38 (044) 123-45-67')).toEqual({ message: 'incorrectOperatorCode' });
    expect(checkPhone('+38 (090) 12')).toEqual({ message: 'incorrectOperatorCode' });
  });
  it('the operator code is only judged once more than 6 characters are typed', () => {
    expect(checkPhone('+38 (04')).toEqual({ message: 'phoneIncorrect' });
  });
  it("fewer than 12 digits says 'Phone field is incorrect'", () => {
    expect(checkPhone('+38 (050) 123-45-6')).toEqual({ message: 'phoneIncorrect' });
  });
});
