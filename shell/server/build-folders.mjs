import path from 'node:path';

const BUILDS = { composed: '', monolith: '-monolith' };

/**
 * Where a shell build lives: the composed site (the product), or the monolith (SHELL_BUILD=monolith),
 * the same site with every block bundled in, built only to measure what federation costs. Each has
 * its own folders, so the monolith never replaces what is deployed.
 */
export function shellBuildFolders(shellDir, build = process.env.SHELL_BUILD ?? 'composed') {
  const suffix = BUILDS[build];
  if (suffix === undefined) throw new Error(`SHELL_BUILD=${build}: expected one of ${Object.keys(BUILDS).join(', ')}`);
  return { web: path.join(shellDir, `dist${suffix}`), server: path.join(shellDir, `dist${suffix}-server`) };
}
