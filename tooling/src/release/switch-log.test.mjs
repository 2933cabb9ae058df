import { previousLiveVersion } from './switch-log.mjs';

const switched = (from, to, remote = 'mf_content') => ({ action: 'switch', remote, from, to });
const rolledBack = (from, to) => ({ action: 'rollback', remote: 'mf_content', from, to });

describe('the version a rollback returns to', () => {
  it('is the version the last switch left', () => {
    expect(previousLiveVersion([switched('1.0.0', '1.1.0')], 'mf_content')).toBe('1.0.0');
  });

  it('walks back past a version already rolled back from', () => {
    const log = [switched('1.0.0', '1.1.0'), switched('1.1.0', '1.2.0'), rolledBack('1.2.0', '1.1.0')];
    expect(previousLiveVersion(log, 'mf_content')).toBe('1.0.0');
  });

  it("ignores other remotes' switches and releases", () => {
    const log = [switched('1.0.0', '1.1.0'), switched('2.0.0', '2.1.0', 'mf_rates'), { action: 'release', remote: 'mf_content', to: '1.3.0' }];
    expect(previousLiveVersion(log, 'mf_content')).toBe('1.0.0');
  });

  it('is none when everything was rolled back', () => {
    expect(previousLiveVersion([switched('1.0.0', '1.1.0'), rolledBack('1.1.0', '1.0.0')], 'mf_content')).toBeNull();
  });
});
