import { submitWebform, type SubmissionDependencies, type SubmissionRequest } from './submit-webform';
import { HumanCheckUnavailable } from './human-check';
import type { SubmissionResponse } from '../api/webform-submission';

function dependencies(response: SubmissionResponse, overrides: Partial<SubmissionDependencies> = {}) {
  const deps = {
    report: jest.fn(),
    probeClientIp: jest.fn(async () => '192.168.1.20'),
    affiliateFields: jest.fn(() => ({ webmasterid: 'wm7', appid: '', googleclientid: '123.456', campaing: 'spring', utm_content: '', gclid: 'g1' })),
    humanCheckToken: jest.fn(async () => 'token-1'),
    readFiles: jest.fn(async (values: Record<string, unknown>) => values),
    post: jest.fn(async () => response),
    patch: jest.fn(async () => response),
    confirmLead: jest.fn(),
    ...overrides,
  };
  return deps;
}

const request = (overrides: Partial<SubmissionRequest> = {}): SubmissionRequest => ({
  formId: 'deposit_request',
  stage: { kind: 'single' },
  values: { pib: 'Коваль Ірина', phone: '+38 (050) 123-45-67' },
  calculator: { depositRate: 14.5, termin: '12' },
  currentUrl: 'http://localhost/uk/deposits',
  idempotencyKey: 'key-0000-0000-0001',
  ...overrides,
});

describe('the submission routine', () => {
  it('reports the send to analytics first, then posts the values with calculator, client IP, affiliate fields and the human-check token', async () => {
    const deps = dependencies({ sid: 's1', message: { returnValue: '1', text: 'Дякуємо', orderId: '42' } });
    const outcome = await submitWebform(request(), deps);
    expect(deps.report).toHaveBeenCalledWith({ name: 'form_submit', params: { formId: 'deposit_request', stage: 'single' } });
    expect(deps.post).toHaveBeenCalledWith(
      {
        pib: 'Коваль Ірина',
        phone: '+38 (050) 123-45-67',
        webform_id: 'deposit_request',
        current_url: 'http://localhost/uk/deposits',
        calculator: { depositRate: 14.5, termin: '12' },
        clientIP: '192.168.1.20',
        webmasterid: 'wm7',
        appid: '',
        googleclientid: '123.456',
        campaing: 'spring',
        utm_content: '',
        gclid: 'g1',
        captchaToken: 'token-1',
      },
      'key-0000-0000-0001',
    );
    expect(outcome).toEqual({ kind: 'completed', text: 'Дякуємо', sid: 's1', orderId: '42', returnValue: '1', feedbackId: undefined, complaintId: undefined });
  });

  it('sends an empty client IP when the peer-connection probe fails', async () => {
    const deps = dependencies({ sid: 's1', message: { text: 'ok' } }, { probeClientIp: jest.fn(async () => '') });
    await submitWebform(request(), deps);
    expect(deps.post).toHaveBeenCalledWith(expect.objectContaining({ clientIP: '' }), 'key-0000-0000-0001');
  });

  it('does not send when the human check is unavailable', async () => {
    const deps = dependencies({}, { humanCheckToken: jest.fn(async () => Promise.reject(new HumanCheckUnavailable('no script'))) });
    await expect(submitWebform(request(), deps)).rejects.toBeInstanceOf(HumanCheckUnavailable);
    expect(deps.post).not.toHaveBeenCalled();
  });

  it('the first step of two returns the submission id and moves to step 2', async () => {
    const deps = dependencies({ sid: 'sid-7' });
    expect(await submitWebform(request({ formId: 'credit_cash', stage: { kind: 'first-step' } }), deps)).toEqual({ kind: 'next-step', sid: 'sid-7' });
  });

  it('the second step is a PATCH of the merged values with the sid', async () => {
    const deps = dependencies({ sid: 'sid-7', message: { returnValue: '1', text: 'Прийнято' } });
    const merged = { pib: 'Коваль Ірина', inn: '1234567890' };
    await submitWebform(request({ formId: 'credit_cash', stage: { kind: 'second-step', sid: 'sid-7' }, values: merged }), deps);
    expect(deps.patch).toHaveBeenCalledWith('credit_cash', 'sid-7', { ...merged, captchaToken: 'token-1' }, 'key-0000-0000-0001');
    expect(deps.post).not.toHaveBeenCalled();
  });

  it('with the send flag, step 2 is a POST of credit_request_one_step instead of a PATCH', async () => {
    const deps = dependencies({ sid: 'sid-9', message: { returnValue: '1', text: 'Прийнято' } });
    await submitWebform(request({ formId: 'credit_card', stage: { kind: 'one-step-credit', formId: 'credit_request_one_step' } }), deps);
    expect(deps.patch).not.toHaveBeenCalled();
    expect(deps.post).toHaveBeenCalledWith(expect.objectContaining({ webform_id: 'credit_request_one_step' }), 'key-0000-0000-0001');
  });

  it('returnValue "10" is still processing: no result popup, the order id kept for the broker', async () => {
    const deps = dependencies({ sid: 's', message: { returnValue: '10', orderId: '555', text: 'Обробляється' } });
    expect(await submitWebform(request({ formId: 'credit_cash', stage: { kind: 'second-step', sid: 's' } }), deps)).toEqual({
      kind: 'processing',
      text: 'Обробляється',
      orderId: '555',
      sid: 's',
    });
  });

  it('returnValue "0" on a credit request is an approved lead: the affiliate confirmation fires', async () => {
    const deps = dependencies({ sid: 's', message: { returnValue: '0', orderId: '777', text: 'Схвалено' } });
    await submitWebform(request({ formId: 'credit_cash', stage: { kind: 'second-step', sid: 's' } }), deps);
    expect(deps.confirmLead).toHaveBeenCalledWith('777');
    expect(deps.report).toHaveBeenCalledWith({ name: 'lead_approved', params: { formId: 'credit_cash', orderId: '777' } });
  });

  it('returnValue "0" on another form is reported as a rejection, with no affiliate confirmation', async () => {
    const deps = dependencies({ sid: 's', message: { returnValue: '0', orderId: '778', text: 'Ні' } });
    await submitWebform(request(), deps);
    expect(deps.confirmLead).not.toHaveBeenCalled();
    expect(deps.report).toHaveBeenCalledWith({ name: 'lead_rejected', params: { formId: 'deposit_request', orderId: '778' } });
  });

  it('keeps a feedbackId or complaintId for the email confirmation', async () => {
    const deps = dependencies({ sid: 's', message: { complaintId: 'c-1', text: 'Код надіслано' } });
    expect(await submitWebform(request({ formId: 'complaint' }), deps)).toMatchObject({ kind: 'completed', complaintId: 'c-1' });
  });

  it('a code without a message shows the code', async () => {
    expect(await submitWebform(request(), dependencies({ code: 'E-LIMIT-24' }))).toEqual({ kind: 'code', code: 'E-LIMIT-24' });
  });

  it('per-field errors come back to be shown under their fields', async () => {
    const errors = { phone: 'Номер уже використано. <a href="/uk/contacts">Контакт-центр</a>' };
    expect(await submitWebform(request(), dependencies({ error: errors }))).toEqual({ kind: 'field-errors', errors });
  });
});
