import { ContentError } from '@bank/shared-kit';
import { edgeRefusal } from './edge-refusal';
import { HumanCheckUnavailable } from './human-check';

describe('refusals of the edge, as the visitor reads them', () => {
  it('429 says to try again in whole minutes from Retry-After', () => {
    expect(edgeRefusal(new ContentError('Too many attempts', 429, { retryAfterSeconds: 61 }))).toEqual({ message: 'tooManyAttempts', params: { minutes: 2 } });
    expect(edgeRefusal(new ContentError('Too many attempts', 429))).toEqual({ message: 'tooManyAttempts', params: { minutes: 1 } });
  });

  it('a refused human check says it was not passed; one that could not load or be verified says so', () => {
    expect(edgeRefusal(new ContentError('refused', 403, { reason: 'human-check' }))).toEqual({ message: 'humanCheckRefused' });
    expect(edgeRefusal(new ContentError('down', 503, { reason: 'human-check-unavailable' }))).toEqual({ message: 'humanCheckUnavailable' });
    expect(edgeRefusal(new HumanCheckUnavailable('script did not load'))).toEqual({ message: 'humanCheckUnavailable' });
  });

  it('leaves other failures to the caller', () => {
    expect(edgeRefusal(new ContentError('Database is down', 500))).toBeNull();
    expect(edgeRefusal(new TypeError('Failed to fetch'))).toBeNull();
  });
});
