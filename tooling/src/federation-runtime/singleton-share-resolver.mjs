/**
 * A federation runtime plugin for the shell and every remote in the browser.
 *
 * The runtime checks each shared singleton's version against the consumer's range with its own
 * semver code on every load, building fresh regular expressions each time: about 12 ms of a page's
 * start-up on this machine (50 ms of a phone's main thread in Lighthouse's terms), and all it can do
 * is log a warning, because a singleton is used whatever the answer. Release already refuses a
 * remote whose shared versions the shell cannot serve (tooling/src/release/version-checks.mjs), so
 * the browser takes the singleton as it is registered. Non-singletons keep the runtime's choice, and so
 * does a strict singleton (shared-kit): the runtime refuses a remote whose range it does not satisfy.
 */
export default function singletonShareResolver() {
  return {
    name: 'bank-singleton-share-resolver',
    resolveShare(args) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const registered = shareScopeMap[scope]?.[pkgName]?.[version];
      if (!shareInfo.shareConfig?.singleton || shareInfo.shareConfig.strictVersion || !registered) return args;
      return { ...args, resolver: () => ({ shared: registered, useTreesShaking: false }) };
    },
  };
}
