import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // Builds (dist/, and dist-*/ from SITE_DIST builds) and reports are generated, not linted.
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // The game layer is pure: no React, no DOM, nothing from the UI.
    files: ['src/game/**/*.ts'],
    ignores: ['src/game/schema.ts', 'src/game/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', '**/features/**', '**/app/**', '**/ui/**', '**/i18n/**'],
              message: 'src/game knows nothing of the UI.',
            },
            // The schema library validates at build and test time only; it must not reach the browser.
            { group: ['valibot'], allowTypeImports: true, message: 'valibot is for schema.ts, tests and scripts only.' },
          ],
        },
      ],
    },
  },
  {
    // The browser's copy of pets.json carries only what game/petRoster.ts reads (scripts/browserGameData.ts): the whole
    // pet records are for code that runs at build time (*.build.ts) and tests. So are the shop records (game/shopData).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/game/**', 'src/**/*.build.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/game/pets$',
              allowTypeImports: true,
              message: 'The browser reads pets through game/petRoster; game/pets is for build modules and tests.',
            },
            {
              regex: '/game/shopData$',
              allowTypeImports: true,
              message:
                'The shop records (about 270 KB) are for build modules and tests: pages get what they show as page data; restock clocks are in game/restock.',
            },
          ],
        },
      ],
    },
  },
);
