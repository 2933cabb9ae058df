import { providedSharedAssets } from './ssr-assets-plugin.mjs';

const group = (identifier, ...files) => ({
  origins: [{ module: { identifier: () => identifier } }],
  chunks: [{ files: new Set(files) }],
});

// The chunk groups rspack makes for a federated host, as their first module names them.
const compilation = {
  outputOptions: { publicPath: '/' },
  chunkGroups: [
    group('provide shared module (default) react-dom@19.3.1 = /repo/node_modules/react-dom/index.js', '470.aa.js'),
    group('consume shared module (default) react-dom@* (strict) (fallback: /repo/node_modules/react-dom/index.js)', '89.bb.js'),
    group('provide shared module (default) @bank/shared-kit@1.0.0 = /repo/shared-kit/src/index.ts', '336.cc.js', '336.dd.css'),
    group('provide shared module (default) effector@23.4.4 = /repo/node_modules/effector/effector.mjs', '532.ee.js'),
    group('consume shared module (default) effector@23.4.4 (strict) (fallback: /repo/node_modules/effector/effector.mjs)', '532.ee.js'),
    group('provide shared module (default) single-spa@6.0.3 = /repo/node_modules/single-spa/lib/single-spa.min.js', '170.ff.js'),
    group('builtin:swc-loader!/repo/shell/src/index.ts', 'bootstrap.11.js'),
  ],
};

describe('the scripts and stylesheets of the shared modules a host provides', () => {
  it("lists the provider's stylesheets (shared-kit's components, rendered by the server), none of a fallback copy", () => {
    expect(providedSharedAssets(compilation).stylesheets).toEqual(['/336.dd.css']);
  });

  it("lists the provider's scripts of each shared module once, under the public path, but those left out", () => {
    expect(providedSharedAssets(compilation, ['single-spa']).scripts).toEqual(['/470.aa.js', '/336.cc.js', '/532.ee.js']);
  });

  it('leaves out the fallback copies a consumer loads only without a provider, and every other chunk', () => {
    const all = providedSharedAssets(compilation).scripts;
    expect(all).not.toContain('/89.bb.js');
    expect(all).not.toContain('/bootstrap.11.js');
    expect(all).toContain('/170.ff.js');
  });

  it('finds none in a build without federation', () => {
    expect(providedSharedAssets({ outputOptions: { publicPath: '/' }, chunkGroups: [group('/repo/shell/src/index.ts', 'main.js')] })).toEqual({
      stylesheets: [],
      scripts: [],
    });
  });
});
