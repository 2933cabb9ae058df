import { createRemoteUsageReporter } from './remote-usage-report';
import { registerLiveRemotes } from './register-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

describe('remote usage report', () => {
  beforeEach(() => {
    registerLiveRemotes([{ name: 'mf_content', version: '1.1.0', entry: 'http://localhost:3005/1.1.0/remoteEntry.js' }]);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('sends the versions a page used and its failures, with the failing version', () => {
    const send = jest.fn();
    const reporter = createRemoteUsageReporter('/api/reports/remote-usage', send);
    reporter.used('mf_content', './basic');
    reporter.used('mf_content', './accordion');
    reporter.failed({ remote: 'mf_content', module: 'mf_content/tabs', reason: 'HTTP 404' });
    reporter.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(JSON.parse(send.mock.calls[0][1] as string)).toEqual({
      page: '/',
      used: [{ remote: 'mf_content', version: '1.1.0', modules: ['./accordion', './basic'] }],
      failures: [{ remote: 'mf_content', version: '1.1.0', module: 'mf_content/tabs', reason: 'HTTP 404' }],
    });
    expect(console.warn).toHaveBeenCalledWith('remote load failure on /: mf_content@1.1.0 mf_content/tabs: HTTP 404');
  });

  it('logs to the console only when no report URL is configured', () => {
    const send = jest.fn();
    const reporter = createRemoteUsageReporter(null, send);
    reporter.used('mf_content', './basic');
    reporter.flush();
    expect(send).not.toHaveBeenCalled();
    expect(console.info).toHaveBeenCalledWith('remote versions on /: mf_content@1.1.0 (./basic)');
  });
});
