import { groupThousands } from './group-thousands';

describe('mortgage numbers', () => {
  it('groups long numbers in thousands with non-breaking spaces', () => {
    expect(groupThousands('1400000 грн')).toBe('1\u00a0400\u00a0000 грн');
    expect(groupThousands('24243 грн')).toBe('24\u00a0243 грн');
  });

  it('leaves short numbers and rates as they are', () => {
    expect(groupThousands('3500 грн')).toBe('3\u00a0500 грн');
    expect(groupThousands('16,9%')).toBe('16,9%');
    expect(groupThousands('до 120 днів')).toBe('до 120 днів');
  });
});
