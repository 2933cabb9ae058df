import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SECOND_CONTENT_VERSION } from './deployed-versions';

const contentDir = path.resolve(__dirname, '..', '..', 'mf-content');

/**
 * A second deployed version of mf-content for the version-switch tests, beside the live version `npm run build`
 * made. The same source builds the same files under any version (content-hashed names, publicPath 'auto'): only
 * mf-manifest.json records the version, which the release tools check. So the live folder is copied and its
 * record changed, where a third build of mf-content cost seconds before any test began (issue 28). The shell is
 * not rebuilt.
 */
export default function globalSetup() {
  const { version } = JSON.parse(readFileSync(path.join(contentDir, 'package.json'), 'utf8')) as { version: string };
  const second = path.join(contentDir, 'dist', SECOND_CONTENT_VERSION);
  rmSync(second, { recursive: true, force: true });
  cpSync(path.join(contentDir, 'dist', version), second, { recursive: true });

  const manifestFile = path.join(second, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { metaData: { buildInfo: { version: string } } };
  manifest.metaData.buildInfo.version = SECOND_CONTENT_VERSION;
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
}
