import { acceptDigits, checkDigits, checkEdrpou, isTaxNumberField } from './tax-number';

describe('tax numbers and digits-only fields', () => {
  it('inn, ipn and edrpou are tax-number fields', () => {
    expect(['inn', 'ipn', 'edrpou'].every(isTaxNumberField)).toBe(true);
  });
  it.each(['12345678', '1234567890'])('edrpou %s has 8 or 10 digits', (value) => {
    expect(checkEdrpou(value)).toBeNull();
  });
  it.each(['1234567', '123456789', '12345678901', '1234567a'])("edrpou %s says 'Field is allowed to be 8 or 10 digits'", (value) => {
    expect(checkEdrpou(value)).toEqual({ message: 'edrpouDigits' });
  });
  it('an empty edrpou is required', () => {
    expect(checkEdrpou('')).toEqual({ message: 'fieldRequired' });
  });
  it('typing drops non-digits and cuts to maxlength', () => {
    expect(acceptDigits('12a3-4', '', {})).toBe('1234');
    expect(acceptDigits('12345678901', '', { maxLength: 10 })).toBe('1234567890');
  });
  it('a typed value above max is rejected, the previous value stays', () => {
    expect(acceptDigits('500001', '50000', { max: 500000 })).toBe('50000');
    expect(acceptDigits('499999', '49999', { max: 500000 })).toBe('499999');
  });
  it('a digits field allows digits only, at most max', () => {
    expect(checkDigits('12', { required: true, max: 10 })).toEqual({ message: 'valueAtMost', params: { max: 10 } });
    expect(checkDigits('1.5', { required: true })).toEqual({ message: 'digitsOnly' });
    expect(checkDigits('', { required: true })).toEqual({ message: 'fieldRequired' });
    expect(checkDigits('', { required: false })).toBeNull();
    expect(checkDigits('7', { required: true, max: 10 })).toBeNull();
  });
  it("a value below the field's min says 'Value must be in the range min - max'", () => {
    expect(checkDigits('2999', { required: true, min: 3000, max: 300000 })).toEqual({ message: 'valueInRange', params: { min: 3000, max: 300000 } });
    expect(checkDigits('3000', { required: true, min: 3000, max: 300000 })).toBeNull();
  });
});
