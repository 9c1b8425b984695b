/**
 * Unit tests of the web app (jsdom). Run alone with `npx jest --config web/jest.config.cjs`, or as a
 * project of the root jest config.
 * @type {import('jest').Config}
 */
module.exports = {
  displayName: 'web',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/test/jsdom-environment.mjs',
  // "source" makes @pickup/contracts resolve to its TypeScript source, as Vite and tsc do.
  testEnvironmentOptions: { customExportConditions: ['source', 'browser'] },
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  setupFiles: ['<rootDir>/test/setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
};
