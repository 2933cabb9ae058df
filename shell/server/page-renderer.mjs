import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The manifest's own origins: remote server code is only ever loaded from where the manifest points. */
function manifestOrigins(manifest) {
  return [
    ...new Set(
      Object.values(manifest.remotes).flatMap((remote) =>
        Object.values(remote.versions).flatMap((version) => [version.entry, version.serverEntry].filter(Boolean).map((url) => new URL(url).origin)),
      ),
    ),
  ];
}

/**
 * The server render built from the shell's source (render-page.cjs in the build's server folder). It is CommonJS:
 * the federation SDK's Node loader calls eval("require") (ssr recipe).
 */
export async function createShellPageRenderer({ folders, files, contentHost, authorization, env = process.env, onVersionSwitch }) {
  const { createPageRenderer } = require(path.join(folders.server, 'render-page.cjs'));
  const template = await readFile(path.join(folders.web, 'index.html'), 'utf8');
  const bootstrapAssets = JSON.parse(await readFile(path.join(folders.web, 'ssr-assets.json'), 'utf8'));
  // Inlined in every page (html-document.ts): read once, the build does not change under a running server.
  const shellAssets = {
    scripts: bootstrapAssets.scripts,
    stylesheets: await Promise.all(bootstrapAssets.stylesheets.map(async (href) => ({ href, css: await readFile(path.join(folders.web, href), 'utf8') }))),
  };
  const explicitOrigins = env.SSR_ALLOWED_ORIGINS ? env.SSR_ALLOWED_ORIGINS.split(',').map((origin) => origin.trim()) : null;
  let allowedOrigins = explicitOrigins ?? [];
  let originsOf = null;
  const { renderPage, warmUp } = createPageRenderer({
    contentHost,
    authorization,
    template,
    shellAssets,
    readManifest: async () => {
      const { manifest } = await files.manifest();
      // The same object until remotes.json changes: its origins are worked out once per change.
      if (!explicitOrigins && manifest !== originsOf) {
        allowedOrigins.splice(0, allowedOrigins.length, ...manifestOrigins(manifest));
        originsOf = manifest;
      }
      return manifest;
    },
    allowedOrigins,
    canaryEnabled: () => files.canaryEnabled(),
    loadTimeoutMs: Number(env.SSR_REMOTE_TIMEOUT_MS ?? 1500),
    breakerOpenMs: Number(env.SSR_BREAKER_OPEN_MS ?? 10_000),
    ...(env.SSR_WHOLE_PAGE_MS ? { wholePageMs: Number(env.SSR_WHOLE_PAGE_MS) } : {}),
    onVersionSwitch,
    contentReads: {
      // SSR_CACHE=off: every render reads the content host itself, its faults reach the page as they are.
      cached: env.SSR_CACHE !== 'off',
      lifetimes: env.SSR_CACHE_SECONDS,
      staleSeconds: Number(env.SSR_CACHE_STALE_SECONDS ?? 60),
      timeoutMs: Number(env.SSR_CONTENT_TIMEOUT_MS ?? 3000),
      maxBytes: Number(env.SSR_CONTENT_MAX_BYTES ?? 4 * 1024 * 1024),
    },
  });
  return { render: renderPage, warmUp, template };
}
