import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { existsSync, readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = 'web/src/features';
const webFeatures = existsSync(featuresDir) ? readdirSync(featuresDir) : [];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      'coverage/**',
      'e2e/screenshots/**',
      'tools/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Resolves TypeScript sources (and workspace packages by their "source" condition), so the
      // import rules actually see the graph instead of silently skipping unresolved imports.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json', '.node'],
          conditionNames: ['source', 'types', 'import', 'require', 'default'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      'no-console': 'error',
    },
  },
  {
    // Services never reach into each other: shared mechanics live in kit, shared shapes in contracts.
    files: ['services/*/src/**/*.ts', 'gateway/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '../../*/src/*',
                '@pickup/identity',
                '@pickup/tenant',
                '@pickup/customer',
                '@pickup/routing',
                '@pickup/weight',
                '@pickup/billing',
                '@pickup/messaging',
              ],
              message: 'Services do not import each other.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@pickup/contracts',
              message:
                'Import @pickup/contracts/schemas (or /constants): the package root pulls the OpenAPI generator into the bundle.',
            },
            {
              name: '@asteasolutions/zod-to-openapi',
              message: 'The OpenAPI extension keeps all of zod in the bundle; the browser never needs it.',
            },
          ],
        },
      ],
      // Features never import each other; shared code lives in components, lib, config and app.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              // The household's own account API serves every screen of the customer's portal.
              except: [`./${feature}`, './household-account/api'],
            })),
            { target: './web/src/features', from: './web/src/app' },
            {
              target: ['./web/src/components', './web/src/lib', './web/src/config'],
              from: ['./web/src/features', './web/src/app'],
            },
          ],
        },
      ],
    },
  },
  {
    // CommonJS configuration files of the tools (jest) are written in the tools' own module style.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/scripts/**/*.{js,mjs,ts}', 'bench/**/*.ts', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
