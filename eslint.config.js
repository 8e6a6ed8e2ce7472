import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** An import that climbs out of its folder into the named top-level folder of src/ (its depth does not matter). */
const into = (folder) => ({
  regex: `^(\\.\\./)+${folder}(/|$)`,
  message: `Imports run one way: app → features → ui → links → lib → game; not into ${folder}/ from here.`,
});

/** A feature's import of another feature: features are folders under src/features/, so "../name" from a feature file. */
const otherFeature = (depth) => ({
  regex: `^${'\\.\\./'.repeat(depth)}[^./]`,
  message: 'Features do not import each other: share through ui/, links/, lib/ or game/.',
});

/**
 * The browser's copy of pets.json carries only what game/petRoster.ts reads (scripts/browserGameData.ts): the whole pet
 * records are for code that runs at build time (*.build.ts) and tests.
 */
const wholePets = {
  regex: '/game/pets$',
  allowTypeImports: true,
  message: 'The browser reads pets through game/petRoster; game/pets is for build modules and tests.',
};

/** The shop records (about 270 KB): pages get what they show as page data; the restock clocks are in game/restock. */
const shopRecords = {
  regex: '/game/shopData$',
  allowTypeImports: true,
  message: 'The shop records are for build modules and tests: pages get what they show as page data; restock clocks are in game/restock.',
};

/** What the research's remarks say (disputes, notes): the browser's copy of the data leaves the remarks out. */
const researchRemarks = {
  regex: '/game/(mutation|crop)Research$',
  allowTypeImports: true,
  message:
    'game/mutationResearch and game/cropResearch read the research remarks, which the browser build leaves out: they are for build modules and tests.',
};

/** The router's links write `data-discover`, which only React Router's framework mode reads (src/ui/Link.tsx). */
const routerLinks = {
  group: ['react-router'],
  importNames: ['Link', 'NavLink'],
  message: 'Links come from src/ui/Link, which leaves out the framework-mode attribute the prerendered pages would carry.',
};

/** Components render with the page's i18next instance through useI18n (src/i18n/i18n.ts; docs/decisions.md says why). */
const translationHook = {
  group: ['react-i18next'],
  importNames: ['useTranslation', 'withTranslation', 'Translation'],
  message: "Texts come from useI18n in src/i18n/i18n, which reads the page's instance without useTranslation's per-component work.",
};

/**
 * The calculator's link contract is on every page that links to the calculator: importing the engine's index would
 * bundle it with the game's data (scripts/homeChunks.ts), so it imports the engine's modules it uses.
 */
const engineIndex = {
  regex: '^\\.\\./game$',
  allowTypeImports: true,
  message:
    "cropQuery imports the engine's modules, not its index: the index would bring the game's data to every page that links to the calculator.",
};

/**
 * The one-way imports of src/ (app → features → ui → links → lib → game, i18n beside them), one block per layer. links/
 * holds the site's public link contracts (the query strings other pages and players' shared links write).
 */
function layerFences() {
  const tests = ['src/**/*.test.{ts,tsx}'];
  const block = (files, patterns, ignores = []) => ({
    files,
    ignores: [...tests, ...ignores],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  });
  return [
    block(['src/main.tsx', 'src/app/**/*.{ts,tsx}'], [wholePets, shopRecords, researchRemarks, routerLinks, translationHook]),
    block(
      ['src/features/*/*.{ts,tsx}'],
      [into('app'), otherFeature(1), wholePets, shopRecords, researchRemarks, routerLinks, translationHook],
      ['src/**/*.build.ts'],
    ),
    block(
      ['src/features/*/*/*.{ts,tsx}'],
      [into('app'), otherFeature(2), wholePets, shopRecords, researchRemarks, routerLinks, translationHook],
      ['src/**/*.build.ts'],
    ),
    block(['src/features/*/*.build.ts'], [into('app'), otherFeature(1)]),
    block(['src/features/*/*/*.build.ts'], [into('app'), otherFeature(2)]),
    block(
      ['src/ui/**/*.{ts,tsx}'],
      [into('app'), into('features'), wholePets, shopRecords, researchRemarks, routerLinks, translationHook],
      ['src/ui/Link.tsx'],
    ),
    block(['src/ui/Link.tsx'], [into('app'), into('features')]),
    block(
      ['src/links/**/*.{ts,tsx}'],
      [into('app'), into('features'), into('ui'), wholePets, shopRecords, researchRemarks, translationHook],
    ),
    block(
      ['src/links/cropQuery.ts'],
      [into('app'), into('features'), into('ui'), wholePets, shopRecords, researchRemarks, engineIndex, translationHook],
    ),
    block(
      ['src/lib/**/*.{ts,tsx}'],
      [into('app'), into('features'), into('ui'), into('links'), wholePets, shopRecords, researchRemarks, translationHook],
    ),
    block(['src/i18n/**/*.{ts,tsx}'], [into('app'), into('features'), into('ui'), into('links'), into('lib'), into('game')]),
  ];
}

export default tseslint.config(
  // Builds (dist/, and dist-*/ from SITE_DIST builds) and reports are generated, not linted; scratch/ is throwaway.
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results', 'playwright-report', 'scratch'] },
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
              group: ['react', 'react-*', '**/features/**', '**/app/**', '**/ui/**', '**/links/**', '**/lib/**', '**/i18n/**'],
              message: 'src/game knows nothing of the UI.',
            },
            // The schema library validates at build and test time only; it must not reach the browser.
            { group: ['valibot'], allowTypeImports: true, message: 'valibot is for schema.ts, tests and scripts only.' },
          ],
        },
      ],
    },
  },
  ...layerFences(),
);
