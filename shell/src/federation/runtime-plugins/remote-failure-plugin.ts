import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const ENTRY_RETRIES = 1;

/**
 * Retries a remote entry that failed to load once, then lets the failure through to the block slot,
 * which renders nothing. Every failure is logged here, once, with the remote and the step.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  const retries = new Map<string, number>();
  return {
    name: 'bank-remote-failure',
    async loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const done = retries.get(uniqueKey) ?? 0;
      if (done >= ENTRY_RETRIES) return undefined;
      retries.set(uniqueKey, done + 1);
      console.warn(`remote ${remoteInfo.name}: entry failed to load, retrying`);
      delete globalLoading[uniqueKey];
      return getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
    },
    async errorLoadRemote({ id, error, lifecycle }) {
      console.error(`remote module ${id} failed at ${lifecycle}`, error);
      return undefined;
    },
  };
}
