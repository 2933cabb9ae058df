import { checkAgreement, checkLongText, checkRange, checkRequired } from './required-value';

describe('required, agreement, long text and range rules', () => {
  it("an empty required field says 'Field is required'", () => {
    expect(checkRequired('  ')).toEqual({ message: 'fieldRequired' });
    expect(checkRequired('\u200B\u200B')).toEqual({ message: 'fieldRequired' });
    expect(checkRequired([])).toEqual({ message: 'fieldRequired' });
    expect(checkRequired(undefined)).toEqual({ message: 'fieldRequired' });
    expect(checkRequired('Київ')).toBeNull();
    expect(checkRequired(['1'])).toBeNull();
  });
  it("an unchecked agreement says 'Please agree to continue.'", () => {
    expect(checkAgreement(false)).toEqual({ message: 'pleaseAgree' });
    expect(checkAgreement(true)).toBeNull();
  });
  it('a textarea must stay under 4000 characters', () => {
    expect(checkLongText('а'.repeat(3999), { required: true })).toBeNull();
    expect(checkLongText('а'.repeat(4000), { required: true })).toEqual({ message: 'textTooLong', params: { max: 4000 } });
    expect(checkLongText('', { required: false })).toBeNull();
    expect(checkLongText('\n\u200B\n', { required: true })).toEqual({ message: 'fieldRequired' });
  });
  it('a calculator value below min shows the range', () => {
    expect(checkRange(999, { min: 1000, max: 300000 })).toEqual({ message: 'valueInRange', params: { min: 1000, max: 300000 } });
    expect(checkRange(1000, { min: 1000, max: 300000 })).toBeNull();
  });
});
