import { audienceTabs } from './audience-tabs';
import type { SearchHit } from './search-hit';

const hit = (title: string, audienceId: number | null): SearchHit => ({ title, path: `/uk/${title}`, audienceId, description: null });

describe('audience tabs of the search results', () => {
  it('groups hits by field_for_the: 7 individuals, 6 business, anything else Other', () => {
    const tabs = audienceTabs([hit('a', 7), hit('b', 6), hit('c', 3), hit('d', null), hit('e', 7)]);
    expect(tabs.map((tab) => [tab.audience, tab.hits.map((h) => h.title)])).toEqual([
      ['individuals', ['a', 'e']],
      ['business', ['b']],
      ['other', ['c', 'd']],
    ]);
  });

  it('puts Other last even when its hits come first', () => {
    const tabs = audienceTabs([hit('x', 1), hit('y', 6), hit('z', 7)]);
    expect(tabs.map((tab) => tab.audience)).toEqual(['individuals', 'business', 'other']);
  });

  it('shows no tab for an audience without hits, so the first tab shown has results', () => {
    expect(audienceTabs([hit('x', 0), hit('y', 6)]).map((tab) => tab.audience)).toEqual(['business', 'other']);
  });

  it('keeps the order of the hits inside a tab', () => {
    expect(audienceTabs([hit('3', 6), hit('1', 6), hit('2', 6)])[0]?.hits.map((h) => h.title)).toEqual(['3', '1', '2']);
  });

  it('gives no tabs for no hits', () => {
    expect(audienceTabs([])).toEqual([]);
  });
});
