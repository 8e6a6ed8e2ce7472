import type { Language } from '../i18n/languages';

/**
 * Where a language picked in the switcher is kept. The boot script reads it before the first paint and sends a visitor
 * on an unprefixed (English) address to their language (bootScript.ts); the name is the one earlier versions used.
 */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Blocked storage: the choice holds for this visit through the URL.
  }
}
