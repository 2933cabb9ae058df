import { allSettled, fork } from 'effector';
import { ContentError } from '@bank/shared-kit';
import type { SubmissionOutcome, SubmissionRequest } from '../submission/submit-webform';
import { createWebformModel } from './webform-model';

function modelWith(submit: (request: SubmissionRequest) => Promise<SubmissionOutcome>, stepCount = 1) {
  return createWebformModel({
    formId: 'feedback',
    stepCount,
    oneStepFormId: 'credit_request_one_step',
    display: 'popup',
    stepOfField: (key) => ['name', 'income'].indexOf(key),
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

describe('the webform model decides what the fields show', () => {
  it('a refused field asked on another step takes the form to that step, with its message', async () => {
    const model = modelWith(async () => ({ kind: 'field-errors', errors: { name: 'Вкажіть імʼя' } }) as SubmissionOutcome, 2);
    const scope = fork();
    await allSettled(model.restored, { scope, params: { step: 1, sid: 'sid-1' } });
    await allSettled(model.sendRequested, { scope, params: send });
    expect(scope.getState(model.$step)).toBe(0);
    expect(scope.getState(model.$fieldErrors)).toEqual({ name: 'Вкажіть імʼя' });
  });

  it('a refused field no step asks for leaves the form where it is', async () => {
    const model = modelWith(async () => ({ kind: 'field-errors', errors: { captcha: 'Спробуйте ще' } }) as SubmissionOutcome, 2);
    const scope = fork();
    await allSettled(model.restored, { scope, params: { step: 1, sid: 'sid-1' } });
    await allSettled(model.sendRequested, { scope, params: send });
    expect(scope.getState(model.$step)).toBe(1);
  });

  it('the form is emptied by Return after a result, not when the result arrives', async () => {
    const model = modelWith(async () => ({ kind: 'completed', text: 'Дякуємо' }) as SubmissionOutcome);
    const scope = fork();
    await allSettled(model.sendRequested, { scope, params: send });
    expect(scope.getState(model.$status)).toBe('result');
    expect(scope.getState(model.$emptied)).toBe(0);
    await allSettled(model.returnRequested, { scope });
    expect(scope.getState(model.$emptied)).toBe(1);
    expect(scope.getState(model.$status)).toBe('editing');
  });
});
