/**
 * One jest run for every package. Integration suites talk to the real MongoDB endpoint,
 * RabbitMQ and Redis that `jest.global-setup.cjs` finds or starts.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

const nodeProject = (dir) => ({
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: 'node',
  // Workspace packages resolve to their TypeScript sources, as in dev.
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'require', 'default'] },
  transform: { '^.+\\.tsx?$': swc },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
});

module.exports = {
  globalSetup: '<rootDir>/jest.global-setup.cjs',
  globalTeardown: '<rootDir>/jest.global-teardown.cjs',
  testTimeout: 30_000,
  projects: [
    nodeProject('contracts'),
    nodeProject('services/kit'),
    nodeProject('gateway'),
    ...['identity', 'tenant', 'customer', 'routing', 'weight', 'billing', 'messaging'].map((s) =>
      nodeProject(`services/${s}`),
    ),
    ...(require('node:fs').existsSync(`${__dirname}/web/jest.config.cjs`)
      ? ['<rootDir>/web/jest.config.cjs']
      : []),
  ],
};
