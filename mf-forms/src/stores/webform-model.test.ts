import { allSettled, fork } from 'effector';
import { ContentError } from '@bank/shared-kit';
import type { SubmissionOutcome, SubmissionRequest } from '../submission/submit-webform';
import { createWebformModel } from './webform-model';

function modelWith(submit: (request: SubmissionRequest) => Promise<SubmissionOutcome>) {
  return createWebformModel({
    formId: 'feedback',
    stepCount: 1,
    oneStepFormId: 'credit_request_one_step',
    display: 'popup',
    submit,
    sendToBroker: jest.fn(),
    onSubmitted: jest.fn(),
  });
}

const send = { values: { name: 'Тарас' }, stepValues: { name: 'Тарас' }, calculator: null, currentUrl: 'http://localhost/uk/feedback', limitDeclined: false };

describe('the webform model sends', () => {
  it('a resend after a lost answer with the same idempotency key, and the next application with a new one', async () => {
    const keys: string[] = [];
    const answers = [Promise.reject(new TypeError('Failed to fetch')), Promise.resolve({ kind: 'completed', text: 'ok' } as SubmissionOutcome)];
    answers[0]?.catch(() => undefined);
    const model = modelWith(async (request) => {
      keys.push(request.idempotencyKey);
      return answers.shift() as Promise<SubmissionOutcome>;
    });
    const scope = fork();
    await allSettled(model.sendRequested, { scope, params: send });
    expect(scope.getState(model.$notice)).toEqual({ message: 'sendFailed' });
    await allSettled(model.sendRequested, { scope, params: send });
    expect(keys[1]).toBe(keys[0]);
    expect(scope.getState(model.$sendKey)).not.toBe(keys[0]);
  });

  it('too many attempts shows when to try again, not a generic failure', async () => {
    const model = modelWith(async () => Promise.reject(new ContentError('Too many attempts', 429, { retryAfterSeconds: 120 })));
    const scope = fork();
    await allSettled(model.sendRequested, { scope, params: send });
    expect(scope.getState(model.$notice)).toEqual({ message: 'tooManyAttempts', params: { minutes: 2 } });
    expect(scope.getState(model.$status)).toBe('editing');
  });
});
