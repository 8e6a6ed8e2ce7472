import type { Language } from '../i18n/languages';
import { localizePath } from './paths';

/**
 * Public origin used in canonical, hreflang, sitemap and structured-data URLs; set VITE_SITE_ORIGIN when
 * building for a deployment (empty counts as unset: a CI variable left blank). (`import.meta.env` exists only in
 * Vite builds; tests and scripts in plain Node get the default.)
 */
export const SITE_ORIGIN: string =
  ((import.meta.env as ImportMetaEnv | undefined)?.VITE_SITE_ORIGIN as string | undefined) || 'https://gardenvalues.example';

/** `/es/wiki` → `https://…/es/wiki`. */
export function absoluteUrl(path: string): string {
  return `${SITE_ORIGIN}${path}`;
}

/** A page's address in a language, in full: `('es', '/wiki')` → `https://…/es/wiki`. The canonical link names it. */
export function pageUrl(language: Language, path: string): string {
  return absoluteUrl(localizePath(language, path));
}
