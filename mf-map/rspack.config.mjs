import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { remoteConfig } from '@bank/tooling/rspack/remote-config.mjs';

const packageDir = path.dirname(fileURLToPath(import.meta.url));

// Leaflet's stylesheet styles global class names; Module Federation does not isolate CSS, so every
// selector is put under the map's wrapper class before it reaches the page.
const leafletRules = [
  {
    test: /leaflet[\\/]dist[\\/]leaflet\.css$/,
    use: [{ loader: path.join(packageDir, 'build', 'scope-css-loader.cjs'), options: { scope: '.mf-map-leaflet' } }],
  },
  { test: /\.(png|svg)$/, type: 'asset/resource' },
];

// The browser and the server (Node) builds of the remote both get the rules; so does the shell's
// monolith build (shell/rspack.monolith.config.mjs), which reads this descriptor.
export const remote = {
  packageDir,
  name: 'mf_map',
  exposes: {
    './branch-map': './src/blocks/map/branch-map-block.ts',
  },
  // The CMS block types this remote renders (the shell's block table is built from the live remotes').
  blockTypes: { map: './branch-map' },
  rules: leafletRules,
};

export default remoteConfig(remote);
