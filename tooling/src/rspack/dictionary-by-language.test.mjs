import { jest } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { REPO_DIR } from '../remotes.mjs';
import { moduleRules } from './module-rules.mjs';
import { DictionaryByLanguagePlugin } from './dictionary-by-language.mjs';

const I18N = path.join(REPO_DIR, 'shared-kit', 'src', 'i18n');
const outputs = [];

/** A browser-like production build of `entry` with the plugin, as CommonJS so that the test can run it. */
function build(entry) {
  const outputPath = mkdtempSync(path.join(tmpdir(), 'dictionary-build-'));
  outputs.push(outputPath);
  const compiler = rspack({
    mode: 'production',
    context: REPO_DIR,
    target: 'node',
    entry: { main: entry },
    output: { path: outputPath, filename: '[name].js', chunkFilename: '[name].js', library: { type: 'commonjs2' } },
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    module: { rules: moduleRules({ cssPrefix: 'test' }) },
    plugins: [new DictionaryByLanguagePlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString({ all: false, errors: true })));
      else resolve(outputPath);
    }),
  );
}

const run = (outputPath) => createRequire(import.meta.url)(path.join(outputPath, 'main.js'));

afterAll(() => outputs.forEach((output) => rmSync(output, { recursive: true, force: true })));

describe('the UI dictionary in browser builds', () => {
  it('makes one language of it a module of key -> text, for every key', async () => {
    const [russian, ukrainian] = await Promise.all([
      build(`${path.join(I18N, 'dictionary.ts')}?language=ru`).then(run),
      build(`${path.join(I18N, 'dictionary.ts')}?language=uk`).then(run),
    ]);
    expect(russian.default.close).toBe('Закрыть');
    expect(ukrainian.default.close).toBe('Закрити');
    expect(Object.keys(russian.default).sort()).toEqual(Object.keys(ukrainian.default).sort());
    expect(Object.values(russian.default).every((text) => typeof text === 'string')).toBe(true);
  });

  it('gives the translator the languages loaded so far, each language a chunk of its own', async () => {
    const entryFolder = mkdtempSync(path.join(tmpdir(), 'dictionary-entry-'));
    outputs.push(entryFolder);
    // As the shared kit imports it: without its extension (the plugin replaces the resolved module).
    const entry = path.join(entryFolder, 'entry.js');
    writeFileSync(
      entry,
      `export { translator } from ${JSON.stringify(path.join(I18N, 'translate.ts'))};
export { dictionaryLanguageLoaded, loadDictionaryLanguage } from ${JSON.stringify(path.join(I18N, 'dictionary'))};`,
    );
    const outputPath = await build(entry);
    const { translator, dictionaryLanguageLoaded, loadDictionaryLanguage } = run(outputPath);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});

    expect(readFileSync(path.join(outputPath, 'main.js'), 'utf8')).not.toContain('Закрыть');
    expect(readdirSync(outputPath).filter((file) => file.startsWith('dictionary-')).sort()).toEqual(['dictionary-en.js', 'dictionary-ru.js', 'dictionary-uk.js']);
    expect(dictionaryLanguageLoaded('ru')).toBe(false);

    await loadDictionaryLanguage('ru');
    expect(dictionaryLanguageLoaded('ru')).toBe(true);
    expect(translator('ru')('close')).toBe('Закрыть');
    // Ukrainian was not asked for: its keys come back as they are, with a warning.
    expect(translator('uk')('close')).toBe('close');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
