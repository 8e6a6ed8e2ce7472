import type { Alias } from 'vite';

/**
 * The site is written against React's API and runs on Preact through `preact/compat`: the same
 * components, about 50 KB less compressed script on every page (see the README's Performance section).
 * The build, the prerender and the component tests all resolve React to Preact, so what is tested is
 * what ships.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  // Preact has the hook built in; the shim for old Reacts would only add bytes.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

/**
 * Libraries that import React must be bundled (not loaded from node_modules by Node) so the aliases
 * reach them, in the server build as in the tests.
 */
export const REACT_LIBRARIES = ['react-router', 'react-i18next', 'downshift'];
