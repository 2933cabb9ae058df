import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * From the shell's build's mf-manifest.json: the singletons it provides, and the federation plugin
 * version it was built with (its runtime is the one every browser remote entry runs on).
 */
export function shellFederationFrom(shellDir) {
  const file = path.join(shellDir, 'mf-manifest.json');
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    return { shared: manifest.shared, federationVersion: manifest.metaData?.pluginVersion };
  } catch (error) {
    throw new Error(`the shell's build is needed to check shared and federation versions: ${file}: ${error.message}`);
  }
}
