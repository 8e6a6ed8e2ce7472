import LanguageDetector from 'i18next-browser-languagedetector';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages';

const STORAGE_KEY = 'i18nextLng';

function createDetector(): LanguageDetector {
  // A picked language is stored; the browser language only counts when nothing was picked.
  return new LanguageDetector(undefined, {
    order: ['localStorage', 'navigator'],
    lookupLocalStorage: STORAGE_KEY,
    caches: ['localStorage'],
  });
}

/** The language a visitor on an unprefixed (English) URL should see: their pick, else their browser's. */
export function preferredLanguage(): Language {
  let detected: string | null | undefined;
  try {
    const result = createDetector().detect();
    detected = Array.isArray(result) ? result[0] : result;
  } catch {
    return DEFAULT_LANGUAGE;
  }
  const code = (detected ?? '').slice(0, 2).toLowerCase();
  return isLanguage(code) ? code : DEFAULT_LANGUAGE;
}

export function rememberLanguage(language: Language): void {
  try {
    createDetector().cacheUserLanguage(language);
  } catch {
    // Blocked storage: the choice holds for this visit through the URL.
  }
}
