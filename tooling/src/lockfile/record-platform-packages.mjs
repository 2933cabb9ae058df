import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_DIR } from '../remotes.mjs';

/**
 * The npm registry reachable here serves no builds for other platforms (darwin, win32…), so npm
 * leaves them out of package-lock.json — and `npm ci` then refuses that very lock. This records each
 * missing platform package with its os/cpu, as a lock written elsewhere would; npm skips them on
 * install. Idempotent: a complete lock is left as it is.
 */
const OSES = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openbsd', 'netbsd', 'sunos', 'aix', 'wasi'];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'loong64', 'riscv64', 'wasm32', 'mips64el'];

export function recordPlatformPackages(lock) {
  const packages = lock.packages;
  let added = 0;
  for (const [location, meta] of Object.entries(packages)) {
    for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
      const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
      const hoisted = `node_modules/${name}`;
      if (packages[nested] || packages[hoisted]) continue;
      const leaf = name.split('/').pop();
      const os = OSES.find((candidate) => leaf.includes(`-${candidate}`) || leaf.startsWith(candidate));
      const cpu = CPUS.find((candidate) => new RegExp(`-${candidate}(-|$)`).test(leaf));
      packages[hoisted] = {
        version,
        optional: true,
        ...(meta.dev ? { dev: true } : {}),
        ...(os ? { os: [os] } : {}),
        ...(cpu ? { cpu: [cpu] } : {}),
      };
      added += 1;
    }
  }
  return added;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = path.join(REPO_DIR, 'package-lock.json');
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  const added = recordPlatformPackages(lock);
  if (added > 0) {
    writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
    console.log(`package-lock.json: recorded ${added} platform packages this registry does not serve`);
  }
}
