import { afterSmsChecked, afterSmsSent, openSmsVerification, smsCodeInput } from './sms-steps';

describe('SMS verification steps', () => {
  it("no phone goes back to the form with 'Phone field is required'", () => {
    expect(openSmsVerification({ phone: '+__ (___) ___-__-__' })).toEqual({ kind: 'back-to-form', message: 'phoneRequired' });
  });
  it.each(['Студент', 'Декретный отпуск', 'Тимчасово не працюю'])('activity %s skips the SMS and submits at once', (activity) => {
    expect(openSmsVerification({ phone: '+38 (050) 123-45-67', activity })).toEqual({ kind: 'skip' });
  });
  it('otherwise an SMS is sent to the phone digits', () => {
    expect(openSmsVerification({ phone: '+38 (050) 123-45-67', activity: 'Працюю офіційно' })).toEqual({ kind: 'send', phone: '380501234567' });
  });
  it("a refused or failed send goes back with 'Phone field is incorrect'", () => {
    expect(afterSmsSent({ type: 'ERROR' })).toEqual({ kind: 'back-to-form', message: 'phoneIncorrect' });
    expect(afterSmsSent(null)).toEqual({ kind: 'back-to-form', message: 'phoneIncorrect' });
    expect(afterSmsSent({ type: 'SUCCESS', idOtp: 'otp-1' })).toEqual({ kind: 'enter-code', idOtp: 'otp-1' });
  });
  it('SUCCESS verifies the code', () => {
    expect(afterSmsChecked({ type: 'SUCCESS' }, 0)).toEqual({ kind: 'verified' });
  });
  it('a wrong code lets the visitor retry twice, the third wrong code goes back to the form saying the tries are used up', () => {
    expect(afterSmsChecked({ type: 'WRONG_CODE' }, 0)).toEqual({ kind: 'retry', failures: 1 });
    expect(afterSmsChecked({ type: 'WRONG_CODE' }, 1)).toEqual({ kind: 'retry', failures: 2 });
    expect(afterSmsChecked({ type: 'WRONG_CODE' }, 2)).toEqual({ kind: 'back-to-form', message: 'smsTriesUsedUp' });
    expect(afterSmsChecked(null, 2)).toEqual({ kind: 'back-to-form', message: 'smsTriesUsedUp' });
  });
  it('the code takes at most 4 digits, pasted text included', () => {
    expect(smsCodeInput(' 12-34-5', 4)).toBe('1234');
  });
});
