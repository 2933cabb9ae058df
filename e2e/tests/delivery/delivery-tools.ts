import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import semver from 'semver';

const repo = path.resolve(__dirname, '..', '..', '..');
const deployDir = path.resolve(process.env.DEPLOY_DIR ?? path.join(repo, 'deploy'));
export const manifestFile = path.join(deployDir, 'remotes.json');

/** Runs the release tools exactly as a bank team or a release manager does (README); `env` as their shell would set it. */
export function runTool(tool: 'release-remote' | 'manifest-tool', args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [path.join(repo, 'tooling', 'src', 'release', `${tool}.mjs`), ...args], {
    cwd: repo,
    env: { ...process.env, RELEASE_MANAGER: 'e2e', ...env },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function hashTree(dir: string, into: Record<string, string>, base = dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) hashTree(file, into, base);
    else into[path.relative(base, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return into;
}

/** Every file the shell was built into (browser and server builds), by content. */
export function shellBuildHashes() {
  const hashes: Record<string, string> = {};
  for (const folder of ['dist', 'dist-server']) {
    const dir = path.join(repo, 'shell', folder);
    if (existsSync(dir)) hashTree(dir, hashes, path.join(repo, 'shell'));
  }
  return hashes;
}

/** The folder a remote's released versions are published to. */
export const versionsDir = (remoteFolder: string) => path.join(repo, remoteFolder, 'dist');

/** A bank team's checkout of one remote (its source, not its builds), changed by `change`. */
function remoteCheckout(remoteFolder: string, change: (packageDir: string) => void) {
  const checkout = mkdtempSync(path.join(os.tmpdir(), 'delivery-e2e-'));
  const packageDir = path.join(checkout, remoteFolder);
  cpSync(path.join(repo, remoteFolder), packageDir, { recursive: true, filter: (source) => !/[/\\](dist|node_modules)$/.test(source) });
  symlinkSync(path.join(repo, 'node_modules'), path.join(checkout, 'node_modules'), 'dir');
  change(packageDir);
  return { packageDir, remove: () => rmSync(checkout, { recursive: true, force: true }) };
}

function editFile(file: string, edit: (text: string) => string) {
  const before = readFileSync(file, 'utf8');
  const after = edit(before);
  if (after === before) throw new Error(`${file}: the change did not apply`);
  writeFileSync(file, after);
}

/**
 * A checkout of mf-content with one visible change: the basic block shows a release note above its text.
 * The change wraps the exposed block, so it holds whatever the block looks like today.
 */
export function changedContentCheckout(releaseNote: string) {
  return remoteCheckout('mf-content', (packageDir) => {
    const blockDir = path.join(packageDir, 'src', 'blocks', 'basic');
    renameSync(path.join(blockDir, 'basic-block.ts'), path.join(blockDir, 'basic-block.released.ts'));
    writeFileSync(
      path.join(blockDir, 'basic-block.ts'),
      `import { createElement } from 'react';
import { exposeBlock } from '@bank/shared-kit';
import released from './basic-block.released';

const { Component, load } = released;
function WithReleaseNote(props: Parameters<typeof Component>[0]) {
  return createElement('div', null, createElement('p', null, ${JSON.stringify(releaseNote)}), createElement(Component, props));
}

export default exposeBlock({ Component: WithReleaseNote, load });
`,
    );
  });
}

/**
 * A checkout of mf-content with a new block type, "promo_countdown": its block, exposed, and declared in the
 * remote's own build configuration. Nothing of the shell changes.
 */
export function promoCountdownCheckout() {
  return remoteCheckout('mf-content', (packageDir) => {
    const blockDir = path.join(packageDir, 'src', 'blocks', 'promo-countdown');
    mkdirSync(blockDir);
    writeFileSync(
      path.join(blockDir, 'promo-countdown-block.ts'),
      `import { createElement } from 'react';
import { exposeBlock, type BlockProps } from '@bank/shared-kit';

function PromoCountdown({ block }: BlockProps<undefined>) {
  return createElement('section', { 'aria-label': String(block.attributes.field_block_title) },
    createElement('h2', null, String(block.attributes.field_block_title)),
    createElement('p', null, String(block.attributes.field_days_left)));
}

export default exposeBlock({ Component: PromoCountdown });
`,
    );
    editFile(path.join(packageDir, 'rspack.config.mjs'), (text) =>
      text
        .replace('exposes: {', "exposes: {\n    './promo-countdown': './src/blocks/promo-countdown/promo-countdown-block.ts',")
        .replace('blockTypes: {', "blockTypes: {\n    promo_countdown: './promo-countdown',"),
    );
  });
}

/** A checkout of mf-search whose team changed one of its texts (`from` -> `to`) in its own dictionary. */
export function searchTextCheckout(from: string, to: string) {
  return remoteCheckout('mf-search', (packageDir) => {
    editFile(path.join(packageDir, 'src', 'i18n', 'dictionary.ts'), (text) => text.replace(from, to));
  });
}

const sharedKitVersion = (JSON.parse(readFileSync(path.join(repo, 'shared-kit', 'package.json'), 'utf8')) as { version: string }).version;

/** The shared-kit the shell provides, and a range only a later minor release of it would satisfy. */
export const sharedKit = {
  provided: sharedKitVersion,
  newerRange: `^${semver.inc(sharedKitVersion, 'minor')}`,
};

/** A checkout of mf-content that needs a newer shared-kit than the live shell's: its package.json says so. */
export function newerSharedKitCheckout(range: string) {
  return remoteCheckout('mf-content', (packageDir) => {
    editFile(path.join(packageDir, 'package.json'), (text) => text.replace(/"@bank\/shared-kit": "[^"]+"/, `"@bank/shared-kit": ${JSON.stringify(range)}`));
  });
}

export const contentVersionsDir = versionsDir('mf-content');
export const readManifestText = () => readFileSync(manifestFile, 'utf8');
export const liveVersion = (remote: string) => (JSON.parse(readManifestText()) as { remotes: Record<string, { live: string }> }).remotes[remote]?.live;
