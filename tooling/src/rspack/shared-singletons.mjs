// What the shell and every remote share, identically (federation recipe, pitfalls 2 and 3):
// deep imports are separate share keys, and shared-kit itself must be one instance.
// react-router-dom is not shared, unlike ARCHITECTURE.md's list: no remote uses the router (blocks are
// parcels outside it and navigate through shared-kit's navigateTo), and a shared module is never
// tree-shaken, so sharing it made every page load the whole package (62 KB gzip) instead of what the shell uses.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const singleton = { singleton: true };
// A deep path carries no version of its own: the federation would record none, and the release check
// would refuse every remote for it. It is effector's version.
const effectorVersion = require('effector/package.json').version;

/**
 * The shell's runtime plugin that takes these singletons without the runtime's semver check, for every
 * federation instance of the page: the browser remote entries carry no copy of it.
 */
export const singletonShareResolverForPage = require.resolve('../federation-runtime/singleton-share-resolver-for-page.mjs');

export const sharedSingletons = {
  react: singleton,
  'react/jsx-runtime': singleton,
  'react-dom': singleton,
  'react-dom/client': singleton,
  effector: singleton,
  // effector-react imports effector by this deep path: unshared, every page loaded a second copy of
  // effector (12.5 KB gzip) with state apart from the stores'.
  'effector/effector.mjs': { singleton: true, version: effectorVersion, requiredVersion: `^${effectorVersion}` },
  'effector-react': singleton,
  'single-spa': singleton,
  // Strict: a remote built against a newer kit than the page's (its package.json's range, recorded in its
  // mf-manifest.json) is refused by the federation when it loads, not left to fail inside a block.
  '@bank/shared-kit': { singleton: true, strictVersion: true },
};
