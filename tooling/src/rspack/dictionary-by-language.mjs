import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { REPO_DIR } from '../remotes.mjs';

const require = createRequire(import.meta.url);
const loader = require.resolve('./dictionary-language-loader.mjs');
const browserDictionary = path.join(REPO_DIR, 'shared-kit', 'src', 'i18n', 'dictionary-in-browser.ts');
const DICTIONARY_MODULE = /[\\/]shared-kit[\\/]src[\\/]i18n[\\/]dictionary\.ts$/;

/**
 * Browser builds only: a page loads the UI strings of its own language, not of all three. The shared
 * kit's dictionary module is replaced by dictionary-in-browser.ts, which loads each language as a chunk
 * of its own, made by dictionary-language-loader.mjs from the same source. The server and the tests
 * keep the whole dictionary.
 */
export class DictionaryByLanguagePlugin {
  apply(compiler) {
    compiler.options.module.rules.push({
      test: DICTIONARY_MODULE,
      resourceQuery: /language=/,
      // Before the TypeScript loader: this loader's output is the module, which does not need the source.
      enforce: 'pre',
      loader,
    });
    // Matched against the resolved file with its query: only the plain module is replaced, not its
    // forms `?language=…` and `?every-language`.
    new rspack.NormalModuleReplacementPlugin(DICTIONARY_MODULE, browserDictionary).apply(compiler);
  }
}
