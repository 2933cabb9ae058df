import { cookieString, readCookies } from '@bank/shared-kit';
import { liveRemote, liveRemotes, type LiveRemote, type RemoteManifest } from './remote-manifest';

/** `bank_canary=mf_content@1.1.0`: the cookie that keeps one visitor on another version of one remote. */
const CANARY_COOKIE = 'bank_canary';
/** `?canary=mf_content@1.1.0` sets the cookie, `?canary=off` removes it. */
const CANARY_PARAMETER = 'canary';
const CANARY_OFF = 'off';
const CANARY_COOKIE_MAX_AGE_S = 86_400;

export interface CanaryChoice {
  remote: string;
  version: string;
}

export function parseCanary(value: string | null | undefined): CanaryChoice | null {
  const [, remote, version] = /^([\w-]+)@([\w.+-]+)$/.exec(value ?? '') ?? [];
  return remote && version ? { remote, version } : null;
}

/**
 * What the visitor asked for: the query parameter wins over the cookie (and says whether the cookie
 * must change). Works on a request's cookie header as well, for the server renderer.
 */
export function requestedCanary(search: string, cookieHeader: string): { choice: CanaryChoice | null; cookie: 'set' | 'clear' | 'keep' } {
  const parameter = new URLSearchParams(search).get(CANARY_PARAMETER);
  if (parameter === CANARY_OFF) return { choice: null, cookie: 'clear' };
  const fromParameter = parseCanary(parameter);
  if (fromParameter) return { choice: fromParameter, cookie: 'set' };
  return { choice: parseCanary(readCookies(cookieHeader)[CANARY_COOKIE]), cookie: 'keep' };
}

/**
 * The live remotes with the canary's remote on the chosen version. Only a version the manifest lists
 * as deployed can be chosen: a visitor never makes the site load a URL of their own.
 */
export function withCanary(live: LiveRemote[], manifest: RemoteManifest, choice: CanaryChoice | null): { remotes: LiveRemote[]; canary: LiveRemote | null } {
  const deployed = choice ? manifest.remotes[choice.remote]?.versions[choice.version] : undefined;
  if (!choice || !deployed) return { remotes: live, canary: null };
  const canary = liveRemote(choice.remote, choice.version, deployed);
  return { remotes: [...live.filter((remote) => remote.name !== choice.remote), canary], canary };
}

export function rememberCanary(choice: CanaryChoice | null): void {
  const secure = window.location.protocol === 'https:';
  document.cookie = choice
    ? cookieString(CANARY_COOKIE, `${choice.remote}@${choice.version}`, { maxAgeSeconds: CANARY_COOKIE_MAX_AGE_S, secure })
    : cookieString(CANARY_COOKIE, '', { maxAgeSeconds: 0, secure });
}

/** The remotes this visitor's page loads: the live ones, and the canary when config.json allows it. */
export function visitorRemotes(manifest: RemoteManifest, canaryEnabled: boolean): { remotes: LiveRemote[]; canary: LiveRemote | null } {
  const live = liveRemotes(manifest);
  if (!canaryEnabled) return { remotes: live, canary: null };
  const { choice, cookie } = requestedCanary(window.location.search, document.cookie);
  if (cookie !== 'keep') {
    rememberCanary(choice);
    // The parameter has done its work; links copied from the address bar should not spread it.
    const url = new URL(window.location.href);
    url.searchParams.delete(CANARY_PARAMETER);
    window.history.replaceState(window.history.state, '', url);
  }
  const chosen = withCanary(live, manifest, choice);
  if (choice && !chosen.canary) console.warn(`canary ${choice.remote}@${choice.version} is not deployed; the live version is used`);
  return chosen;
}
