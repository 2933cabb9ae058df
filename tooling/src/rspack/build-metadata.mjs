import { execSync } from 'node:child_process';

/** Version, commit and time of a build, recorded in the remote's mf-manifest.json. */
export function buildMetadata(version) {
  let commit = 'unknown';
  try {
    commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // Building from an exported tree without git history is allowed.
  }
  return { version, commit, builtAt: new Date().toISOString() };
}
