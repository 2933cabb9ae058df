// One jest run over every package; each package is a project with its own folder.
import { fileURLToPath } from 'node:url';

// Jest's own helpers, named from here: one place for every package's project.
const cssModuleStub = fileURLToPath(new URL('./tooling/jest/css-module-stub.cjs', import.meta.url));
const setupDom = fileURLToPath(new URL('./tooling/jest/setup-dom.cjs', import.meta.url));
const packages = ['shared-kit', 'shell', 'mf-forms', 'mf-calculators', 'mf-rates', 'mf-map', 'mf-content', 'mf-search'];

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

export default {
  projects: [
    ...packages.map((name) => ({
      displayName: name,
      rootDir: `<rootDir>/${name}`,
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
      testEnvironment: 'jsdom',
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper: { '\\.css$': cssModuleStub },
      setupFilesAfterEnv: [setupDom],
    })),
    {
      displayName: 'backend-stub',
      rootDir: '<rootDir>/backend-stub',
      testMatch: ['<rootDir>/src/**/*.test.mjs'],
      testEnvironment: 'node',
      transform: {},
    },
    {
      displayName: 'shell-server',
      rootDir: '<rootDir>/shell/server',
      testMatch: ['<rootDir>/**/*.test.mjs'],
      testEnvironment: 'node',
      transform: {},
    },
    {
      displayName: 'tooling',
      rootDir: '<rootDir>/tooling',
      testMatch: ['<rootDir>/src/**/*.test.mjs'],
      testEnvironment: 'node',
      transform: {},
    },
  ],
};
