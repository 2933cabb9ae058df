import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { BACKEND_STUB_PORT, DEPLOY_DIR, REMOTES, REPO_DIR, remoteDistDir } from './remotes.mjs';
import { versionEntries } from './release/version-entries.mjs';

/** The versions of a remote that are deployed: the version folders in its dist/. */
export function deployedVersions(remote) {
  const dist = remoteDistDir(remote);
  if (!existsSync(dist)) return [];
  return readdirSync(dist).filter((name) => existsSync(path.join(dist, name, 'remoteEntry.js')));
}

/** Written whole to a temporary file, then renamed: a reader never sees half a manifest. */
export function writeJsonAtomically(file, value) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temporary, file);
}

const packageVersion = (remote) => JSON.parse(readFileSync(path.join(REPO_DIR, remote.folder, 'package.json'), 'utf8')).version;

/** remotes.json for a local run: every deployed version listed, the package's own version live. */
export function localManifest() {
  const remotes = {};
  for (const remote of REMOTES) {
    const live = packageVersion(remote);
    const versions = Object.fromEntries(
      deployedVersions(remote).map((version) => [
        version,
        versionEntries({ versionDir: path.join(remoteDistDir(remote), version), origin: `http://localhost:${remote.port}`, version }),
      ]),
    );
    remotes[remote.name] = { live, versions };
  }
  return { remotes };
}

/** The privacy-enhanced YouTube host: it sets no cookies until the visitor plays a video. */
export const DEFAULT_YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * The human check: the configured service, or, while the site reads the local stand-in, the stand-in's
 * own (its script gives tokens that its siteverify accepts): sends are verified on every run, locally too.
 */
function humanCheckConfig(env) {
  if (env.CAPTCHA_SITE_KEY || env.CONTENT_HOST) {
    return {
      provider: env.CAPTCHA_PROVIDER ?? 'recaptcha',
      siteKey: env.CAPTCHA_SITE_KEY ?? '',
      scriptUrl: env.CAPTCHA_SCRIPT_URL ?? 'https://www.google.com/recaptcha/api.js?render=explicit',
      // Where the provider's script loads its frames and code from; the CSP allows them while siteKey is set.
      origins: (env.CAPTCHA_ORIGINS ?? 'https://www.google.com https://www.gstatic.com').split(/\s+/).filter(Boolean),
    };
  }
  return { provider: 'stand-in', siteKey: 'stand-in', scriptUrl: `http://localhost:${BACKEND_STUB_PORT}/human-check/api.js`, origins: [] };
}

/** config.json from the environment: one setting (CONTENT_HOST, read by the proxy) points at a real host. */
export function localRuntimeConfig(env = process.env) {
  return {
    contentApiBase: '/api',
    manifestUrl: '/remotes.json',
    mapTileUrl: env.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    // Where the content system's files and images are served from (spec 7: full file URLs), for the CSP's img-src.
    imageOrigins: (env.IMAGE_ORIGINS ?? '').split(/\s+/).filter(Boolean),
    mapAttribution: env.MAP_ATTRIBUTION ?? '© OpenStreetMap contributors',
    routingServiceUrl: env.ROUTING_SERVICE_URL ?? '/api/route',
    captcha: humanCheckConfig(env),
    analytics: { enabled: env.ANALYTICS_ENABLED === 'true', scriptUrl: env.ANALYTICS_SCRIPT_URL ?? '' },
    chat: { scriptUrl: env.CHAT_SCRIPT_URL ?? '' },
    // Locally the stand-in collects the shell's remote usage and failure reports (backend-stub routes/reports.mjs).
    failureReportUrl: env.FAILURE_REPORT_URL ?? '/api/reports/remote-usage',
    canaryEnabled: env.CANARY_ENABLED === 'true',
    remoteLoadTimeoutMs: Number(env.REMOTE_LOAD_TIMEOUT_MS ?? 8000),
    // The shell's server and nginx put the same origin into the CSP (frame-src, connect-src).
    youtubeEmbedOrigin: env.YOUTUBE_EMBED_ORIGIN ?? DEFAULT_YOUTUBE_EMBED_ORIGIN,
  };
}

/**
 * A local build writes each package's own version in place again, so its record (integrity, block types) is taken
 * from disk anew; a version the release tool deployed keeps its record, unless it was written before records
 * carried integrity and block types. What is live stays as the release manager left it.
 */
export function refreshedManifest(existing, fresh = localManifest()) {
  const remotes = { ...existing.remotes };
  for (const remote of REMOTES) {
    const found = fresh.remotes[remote.name];
    const kept = remotes[remote.name];
    if (!kept) {
      remotes[remote.name] = found;
      continue;
    }
    const versions = { ...kept.versions };
    for (const [version, record] of Object.entries(found.versions)) {
      if (version === packageVersion(remote) || !versions[version]?.integrity) versions[version] = record;
    }
    remotes[remote.name] = { ...kept, versions };
  }
  return { ...existing, remotes };
}

function readableManifest(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

export function ensureDeployFiles() {
  mkdirSync(DEPLOY_DIR, { recursive: true });
  const manifest = path.join(DEPLOY_DIR, 'remotes.json');
  const existing = existsSync(manifest) ? readableManifest(manifest) : null;
  writeJsonAtomically(manifest, existing ? refreshedManifest(existing) : localManifest());
  writeJsonAtomically(path.join(DEPLOY_DIR, 'config.json'), localRuntimeConfig());
}
