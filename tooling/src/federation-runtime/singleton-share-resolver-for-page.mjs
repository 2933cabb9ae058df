import { registerGlobalPlugins } from '@module-federation/runtime';
import singletonShareResolver from './singleton-share-resolver.mjs';

/**
 * The shell's runtime plugin that gives the singleton share resolver to every federation instance of
 * the page: the shell's own, and each one a remote entry creates when it runs (remote entries take the
 * shell's runtime core, whose instances take its global plugins). A remote entry therefore need not
 * carry the resolver. A remote entry of an older release still carries its own copy, of the same name:
 * the runtime keeps one plugin per name, so it is applied once either way.
 */
export default function singletonShareResolverForPage() {
  const plugin = singletonShareResolver();
  registerGlobalPlugins([plugin]);
  return plugin;
}
