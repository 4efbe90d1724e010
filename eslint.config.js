// One lint configuration for every workspace: type-aware TypeScript rules, React hooks and a11y for the client.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';

const clientFeatures = readdirSync(new URL('client/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const supabaseServices = readdirSync(new URL('emulators/supabase/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    plugins: { ...jsxA11y.flatConfigs.recommended.plugins, 'react-hooks': reactHooks },
    languageOptions: {
      ...jsxA11y.flatConfigs.recommended.languageOptions,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Every word a component shows comes from the catalogues (src/locales), so both languages have it: text and
    // user-facing attributes written as literals in JSX fail lint. Tests and the catalogues' own plumbing are exempt.
    files: ['client/src/**/*.tsx'],
    ignores: ['client/src/**/*.test.tsx', 'client/src/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['label', 'title', 'placeholder', 'alt', 'aria-label', 'aria-description', 'aria-valuetext'],
          },
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s·×•…—–]+', '[A-Z_-]+', '₹'] },
        },
      ],
    },
  },
  {
    // Import directions and cycles, enforced rather than hoped for: code flows one way, shared
    // pieces → features → app, and use cases never depend on the HTTP layer.
    files: ['client/**/*.{ts,tsx}', 'server/**/*.ts', 'emulators/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these the plugin treats .ts/.tsx files as foreign and never follows them, so no-cycle stays silent.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      // The TypeScript resolver follows the server's `.js` specifiers to their `.ts` sources.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['client', 'server', 'emulators'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      // Runtime and type-only cycles alike: a type cycle still couples the two modules. Only our own
      // modules are followed (packages cannot close a cycle back into ours), which keeps lint fast.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            // One zone per feature, read from the folder, so a new feature is covered without editing this file.
            ...clientFeatures.map((feature) => ({
              target: `client/src/features/${feature}`,
              from: 'client/src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other: move the shared piece down to lib/, components/ or config/.',
            })),
            {
              target: ['client/src/lib/**', 'client/src/components/**', 'client/src/config/**'],
              from: ['client/src/features/**', 'client/src/app/**'],
              message: 'Shared code does not depend on features or the app: pass what it needs in instead.',
            },
            {
              target: ['client/src/lib/**', 'client/src/config/**'],
              from: 'client/src/components/**',
              message: 'lib/ and config/ hold no UI: move the component to components/ or a feature.',
            },
            {
              target: 'client/src/features/**',
              from: 'client/src/app/**',
              message: 'Features do not import the app: the app composes features, not the reverse.',
            },
          ],
        },
      ],
    },
  },
  {
    // In each server area, routes.ts speaks HTTP; its use cases and store never do, so they run without a request.
    files: ['server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: 'server/src/!(http)/!(*routes).ts',
              from: ['server/src/http/**', 'server/src/*/*routes.ts'],
              message:
                'Use cases and stores never see the HTTP layer: move the shared type out of http/ or routes.ts and import it from both.',
            },
          ],
        },
      ],
    },
  },
  {
    // The bench is a measuring tool, not a library: what it shares with resilience/ lives in testkit/.
    files: ['resilience/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@campus-hostel/bench', '@campus-hostel/bench/*'],
              message: 'resilience/ does not import the bench: move the shared piece to testkit/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['testkit/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@campus-hostel/bench',
                '@campus-hostel/bench/*',
                '@campus-hostel/resilience',
                '@campus-hostel/resilience/*',
              ],
              message: 'testkit/ is what bench/ and resilience/ share, so it imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['emulators/supabase/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          // One zone per pair of services (rest/, auth/, storage/), read from the folder like the client's features.
          zones: supabaseServices.flatMap((service) =>
            supabaseServices
              .filter((other) => other !== service)
              .map((other) => ({
                target: `emulators/supabase/${service}`,
                from: `emulators/supabase/${other}`,
                except: ['./index.ts'],
                message: `${service}/ reaches ${other}/ only through ${other}/index.ts: move what both need up to emulators/supabase/.`,
              })),
          ),
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
