import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/**
 * Where the build goes. `SITE_DIST` lets several builds (and their browser tests) run side by side
 * without overwriting each other; by default it is `dist/`.
 */
export const siteDir = resolve(root, process.env.SITE_DIST ?? 'dist');
export const serverBuildDir = `${siteDir}-ssr`;
export const projectRoot = root;
