/** Where the shell leaves its federation bundler runtime for the remote entries (provide-bundler-runtime.mjs). */
export const BUNDLER_RUNTIME_GLOBAL = '__BANK_FEDERATION_BUNDLER_RUNTIME__';
