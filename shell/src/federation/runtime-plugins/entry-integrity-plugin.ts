import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { withEntryIntegrity } from '../entry-integrity';

/** The federation inserts each remote entry's script tag through this hook: it gets the recorded integrity. */
export function entryIntegrityPlugin(integrityOf: (entry: string) => string | undefined): ModuleFederationRuntimePlugin {
  return {
    name: 'bank-entry-integrity',
    createScript({ url }) {
      const integrity = integrityOf(url);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.src = url;
      return withEntryIntegrity(script, integrity);
    },
  };
}
