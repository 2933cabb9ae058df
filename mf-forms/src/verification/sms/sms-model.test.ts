import { createSmsModel } from './sms-model';

async function enteringModel() {
  const check = jest.fn().mockResolvedValue({ type: 'ERROR' });
  const model = createSmsModel({
    phone: '380501234567',
    send: jest.fn().mockResolvedValue({ type: 'SUCCESS', idOtp: 'otp-1' }),
    check,
    onVerified: jest.fn(),
    onBack: jest.fn(),
  });
  model.opened();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(model.$status.getState()).toBe('entering');
  return { model, check };
}

describe('SMS check model', () => {
  it('does not check a code shorter than four digits, so it costs no try', async () => {
    const { model, check } = await enteringModel();
    model.codeChanged('123');
    model.codeSubmitted();
    expect(check).not.toHaveBeenCalled();
    expect(model.$code.getState()).toBe('123');
  });

  it('checks a whole code with the id of the sent SMS', async () => {
    const { model, check } = await enteringModel();
    model.codeChanged('1234');
    model.codeSubmitted();
    expect(check).toHaveBeenCalledWith('380501234567', '1234', 'otp-1');
  });
});
