import { createCircuitBreaker } from './circuit-breaker';

describe('server circuit breaker', () => {
  it('skips a remote for the open period after it failed, then tries it again', () => {
    let now = 1_000;
    const breaker = createCircuitBreaker(10_000, () => now);
    expect(breaker.isOpen('mf_content')).toBe(false);
    breaker.recordFailure('mf_content');
    expect(breaker.isOpen('mf_content')).toBe(true);
    expect(breaker.isOpen('mf_rates')).toBe(false);
    now += 10_001;
    expect(breaker.isOpen('mf_content')).toBe(false);
  });

  it('closes at once when the remote works again', () => {
    const breaker = createCircuitBreaker(10_000, () => 0);
    breaker.recordFailure('mf_map');
    breaker.recordSuccess('mf_map');
    expect(breaker.isOpen('mf_map')).toBe(false);
  });
});
