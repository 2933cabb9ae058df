import { jest } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
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

  /** The browser dictionary with the translator, built as the shared kit imports it: without its extension (the plugin replaces the resolved module). */
  async function buildBrowserDictionary() {
    const entryFolder = mkdtempSync(path.join(tmpdir(), 'dictionary-entry-'));
    outputs.push(entryFolder);
    const entry = path.join(entryFolder, 'entry.js');
    writeFileSync(
      entry,
      `export { translator } from ${JSON.stringify(path.join(I18N, 'translate.ts'))};
export { dictionaryLanguageLoaded, dictionaryLanguageFailed, loadDictionaryLanguage } from ${JSON.stringify(path.join(I18N, 'dictionary'))};`,
    );
    const outputPath = await build(entry);
    return { outputPath, ...run(outputPath) };
  }

  it('gives the translator the languages loaded so far, each language a chunk of its own', async () => {
    const { outputPath, translator, dictionaryLanguageLoaded, loadDictionaryLanguage } = await buildBrowserDictionary();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});

    expect(readFileSync(path.join(outputPath, 'main.js'), 'utf8')).not.toContain('Закрыть');
    expect(
      readdirSync(outputPath)
        .filter((file) => file.startsWith('dictionary-'))
        .sort(),
    ).toEqual(['dictionary-en.js', 'dictionary-ru.js', 'dictionary-uk.js']);
    expect(dictionaryLanguageLoaded('ru')).toBe(false);

    await loadDictionaryLanguage('ru');
    expect(dictionaryLanguageLoaded('ru')).toBe(true);
    expect(translator('ru')('close')).toBe('Закрыть');
    // Ukrainian was not asked for: its keys come back as they are, with a warning.
    expect(translator('uk')('close')).toBe('close');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("gives a remote's own strings the same way: its languages as chunks of its own, its code without them", async () => {
    const strings = path.join(REPO_DIR, 'mf-search', 'src', 'i18n', 'strings.ts');
    const outputPath = await build(strings);
    const { strings: searchStrings, translator } = run(outputPath);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});

    expect(readFileSync(path.join(outputPath, 'main.js'), 'utf8')).not.toContain('Найти');
    expect(
      readdirSync(outputPath)
        .filter((file) => file.startsWith('strings-'))
        .sort(),
    ).toEqual(['strings-en.js', 'strings-ru.js', 'strings-uk.js']);
    expect(translator('ru')('searchSubmit')).toBe('searchSubmit');

    await searchStrings.load('ru');
    expect(translator('ru')('searchSubmit')).toBe('Найти');
    expect(warn).toHaveBeenCalledWith('mf-search: no "searchSubmit" in ru; release mf-search with it');
    warn.mockRestore();
  });

  it('asks again for a chunk that did not arrive; after three failed attempts it reports the language failed, and the next load tries afresh', async () => {
    const { outputPath } = await buildBrowserDictionary();
    // In a Node process of its own: jest remembers the files it read, so a chunk changed on disk
    // would stay as first read. A missing chunk stands for one that did not arrive.
    const scenario = `
      const { renameSync } = require('node:fs');
      const { translator, dictionaryLanguageLoaded, dictionaryLanguageFailed, loadDictionaryLanguage } = require('./main.js');
      const errors = [];
      console.error = (message) => errors.push(message);
      const drop = (language) => {
        renameSync('dictionary-' + language + '.js', 'away.js');
        return () => renameSync('away.js', 'dictionary-' + language + '.js');
      };
      (async () => {
        // Missing for the first attempt only: back before the second, half a second later.
        setTimeout(drop('ru'), 100);
        await loadDictionaryLanguage('ru');
        const once = { failed: dictionaryLanguageFailed('ru'), close: translator('ru')('close'), errors: [...errors] };
        // Missing for good: three attempts, then failed, logged, and no longer waited for.
        const back = drop('uk');
        await loadDictionaryLanguage('uk');
        const forGood = { loaded: dictionaryLanguageLoaded('uk'), failed: dictionaryLanguageFailed('uk'), errors: [...errors] };
        back();
        await loadDictionaryLanguage('uk');
        const afresh = { failed: dictionaryLanguageFailed('uk'), close: translator('uk')('close') };
        process.stdout.write(JSON.stringify({ once, forGood, afresh }));
      })();`;
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', scenario], { cwd: outputPath });
    expect(JSON.parse(stdout)).toEqual({
      once: { failed: false, close: 'Закрыть', errors: [] },
      forGood: { loaded: true, failed: true, errors: ['dictionary: the uk strings did not load'] },
      afresh: { failed: false, close: 'Закрити' },
    });
  });
});
