import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { REPO_DIR } from '../remotes.mjs';

const require = createRequire(import.meta.url);
const languageLoader = require.resolve('./dictionary-language-loader.mjs');
const remoteDictionaryLoader = require.resolve('./remote-dictionary-in-browser-loader.mjs');
const browserDictionary = path.join(REPO_DIR, 'shared-kit', 'src', 'i18n', 'dictionary-in-browser.ts');
const SHARED_DICTIONARY = /[\\/]shared-kit[\\/]src[\\/]i18n[\\/]dictionary\.ts$/;
// A remote's own strings (issue 26): `src/i18n/dictionary.ts` in its package, every language.
const REMOTE_DICTIONARY = /[\\/]mf-[\w-]+[\\/]src[\\/]i18n[\\/]dictionary\.ts$/;

/**
 * Browser builds only: a page loads the UI strings of its own language, not of all three. The shared
 * kit's dictionary module is replaced by dictionary-in-browser.ts, a remote's by a module of the same
 * shape made by remote-dictionary-in-browser-loader.mjs; both load each language as a chunk of its
 * own, made by dictionary-language-loader.mjs from the same source. The server and the tests keep
 * every language.
 */
export class DictionaryByLanguagePlugin {
  apply(compiler) {
    compiler.options.module.rules.push(
      // Before the TypeScript loader: these loaders' output is the module, which does not need the source.
      { test: [SHARED_DICTIONARY, REMOTE_DICTIONARY], resourceQuery: /language=/, enforce: 'pre', loader: languageLoader },
      // The plain module only: its forms `?language=…` and `?every-language` keep their source.
      { test: REMOTE_DICTIONARY, resourceQuery: { not: /./ }, enforce: 'pre', loader: remoteDictionaryLoader },
    );
    // Matched against the resolved file with its query: only the plain module is replaced, not its
    // forms `?language=…` and `?every-language`.
    new rspack.NormalModuleReplacementPlugin(SHARED_DICTIONARY, browserDictionary).apply(compiler);
  }
}
