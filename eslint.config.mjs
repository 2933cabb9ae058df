import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mf-forms', 'mf-calculators', 'mf-rates', 'mf-map', 'mf-content', 'mf-search'];

// The one-way rules of the composition (STYLE.md): a remote imports no other remote and not the shell; shared-kit
// imports no remote and not the shell; the shell loads remotes only through federation, never by path.
const boundaries = [
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: [...REMOTES.filter((other) => other !== remote).map((other) => `./${other}`), './shell'],
    message: 'A remote imports no other remote and not the shell: what two need goes to shared-kit.',
  })),
  { target: './shared-kit', from: [...REMOTES.map((remote) => `./${remote}`), './shell'], message: 'shared-kit imports no remote and not the shell.' },
  { target: './shell', from: REMOTES.map((remote) => `./${remote}`), message: 'The shell loads remotes through federation only.' },
];

export default tseslint.config(
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/dist-*/',
      '**/.rspack-cache/',
      'e2e/test-results/',
      'e2e/playwright-report/',
      'deploy/',
      'backend-stub/data/',
      'tooling/bench-results/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.test.*', '**/*.spec.*', 'e2e/**', 'tooling/jest/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
