import { createAnalyticsQueue } from './analytics-queue';

describe('analytics queue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('delivers at once when the analytics is ready', () => {
    const deliver = jest.fn();
    createAnalyticsQueue({ isReady: () => true, deliver })({ name: 'form_submit' });
    expect(deliver).toHaveBeenCalledWith({ name: 'form_submit' });
  });

  it('keeps events while the analytics is not ready and retries every second, in order', () => {
    let ready = false;
    const deliver = jest.fn();
    const report = createAnalyticsQueue({ isReady: () => ready, deliver });
    report({ name: 'form_submit' });
    report({ name: 'lead_approved' });
    jest.advanceTimersByTime(1000);
    expect(deliver).not.toHaveBeenCalled();
    ready = true;
    jest.advanceTimersByTime(999);
    expect(deliver).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(deliver.mock.calls).toEqual([[{ name: 'form_submit' }], [{ name: 'lead_approved' }]]);
  });
});
