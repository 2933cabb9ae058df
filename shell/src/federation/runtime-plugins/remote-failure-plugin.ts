import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

const ENTRY_RETRIES = 1;

/**
 * Retries a remote entry that failed to load once, then lets the failure through to the block slot,
 * which renders nothing. Every failure is logged here, once, with the remote and the step.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  const retries = new Map<string, number>();
  const loadEntryError: LoadEntryError = ({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) => {
    const done = retries.get(uniqueKey) ?? 0;
    if (done >= ENTRY_RETRIES) return Promise.resolve(undefined);
    retries.set(uniqueKey, done + 1);
    console.warn(`remote ${remoteInfo.name}: entry failed to load, retrying`);
    delete globalLoading[uniqueKey];
    const retried = getRemoteEntry({ origin, remoteInfo, remoteEntryExports }).then((entry) => entry || undefined);
    // The hook's declared result is a promise of a promise; the runtime awaits both.
    return Promise.resolve(retried) as unknown as ReturnType<LoadEntryError>;
  };
  return {
    name: 'bank-remote-failure',
    loadEntryError,
    async errorLoadRemote({ id, error, lifecycle }) {
      console.error(`remote module ${id} failed at ${lifecycle}`, error);
      return undefined;
    },
  };
}
