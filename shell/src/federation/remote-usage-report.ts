import { registerPlugins } from '@module-federation/enhanced/runtime';
import { remoteFailed, type RemoteFailure } from '@bank/shared-kit';
import { registeredRemote } from './register-remotes';

interface RemoteUsage {
  remote: string;
  version: string | null;
  modules: string[];
}

interface RemoteUsageReport {
  page: string;
  used: RemoteUsage[];
  failures: (RemoteFailure & { version: string | null })[];
}

// Loads of one page come in a burst: they are reported together once it has settled.
const REPORT_SETTLE_MS = 1_000;

/**
 * Which remote versions this page load used and every remote load failure, to the console and to
 * config.json's failureReportUrl, so that a bad release is seen within seconds of a switch.
 */
export function createRemoteUsageReporter(reportUrl: string | null, send: (url: string, body: string) => void = sendReport) {
  const used = new Map<string, Set<string>>();
  let failures: RemoteUsageReport['failures'] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const versionOf = (remote: string) => registeredRemote(remote)?.version ?? null;

  function flush() {
    clearTimeout(timer);
    if (used.size === 0 && failures.length === 0) return;
    const report: RemoteUsageReport = {
      page: window.location.pathname,
      used: [...used].map(([remote, modules]) => ({ remote, version: versionOf(remote), modules: [...modules].sort() })),
      failures,
    };
    used.clear();
    failures = [];
    if (report.used.length > 0) {
      console.info(
        `remote versions on ${report.page}: ${report.used.map((usage) => `${usage.remote}@${usage.version} (${usage.modules.join(', ')})`).join('; ')}`,
      );
    }
    for (const failure of report.failures) {
      console.warn(`remote load failure on ${report.page}: ${failure.remote}@${failure.version} ${failure.module}: ${failure.reason}`);
    }
    if (reportUrl) send(reportUrl, JSON.stringify(report));
  }

  const settle = () => {
    clearTimeout(timer);
    timer = setTimeout(flush, REPORT_SETTLE_MS);
  };

  return {
    used(remote: string, module: string) {
      const modules = used.get(remote) ?? new Set<string>();
      used.set(remote, modules.add(module));
      settle();
    },
    failed(failure: RemoteFailure) {
      failures.push({ ...failure, version: versionOf(failure.remote) });
      settle();
    },
    flush,
  };
}

function sendReport(url: string, body: string) {
  const blob = new Blob([body], { type: 'application/json' });
  // A beacon survives the page being closed; fetch is the fallback where beacons are refused.
  if (navigator.sendBeacon?.(url, blob)) return;
  void fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => undefined);
}

/** Watches every remote module the federation runtime loads and every remoteFailed of the page. */
export function reportRemoteUsage(reportUrl: string | null): void {
  const reporter = createRemoteUsageReporter(reportUrl);
  registerPlugins([
    {
      name: 'bank-remote-usage',
      onLoad({ remote, expose }) {
        reporter.used(remote.name, expose);
      },
    },
  ]);
  remoteFailed.watch(reporter.failed);
  window.addEventListener('pagehide', reporter.flush);
}
