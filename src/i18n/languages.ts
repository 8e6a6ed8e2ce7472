export const LANGUAGES = ['en', 'es', 'fr', 'ar', 'id', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** BCP 47 tag used for Intl formatting and `<html lang>`. */
export const LOCALE_TAGS: Record<Language, string> = {
  en: 'en',
  es: 'es',
  fr: 'fr',
  ar: 'ar',
  id: 'id',
  // The URL says /pt; the texts are written for Brazil.
  pt: 'pt-BR',
};

/**
 * The `lang` of a game word the page shows as the game writes it (a crop, variant or mutation name, «Huge ×3»): English,
 * so that a screen reader's voice for the page's language does not read it by its own letter-to-sound rules. Nothing
 * on English pages, whose own language it is.
 */
export function gameWordLang(language: Language): string | undefined {
  return language === DEFAULT_LANGUAGE ? undefined : LOCALE_TAGS[DEFAULT_LANGUAGE];
}

/**
 * The locales numbers and dates are written in: the page's, with Arabic's Western digits asked for by name. Locale data
 * older than CLDR 42 (older phones' browsers) writes plain `ar` in Arabic-Indic digits, which would differ from the
 * prerendered page, built with newer data, and make React render the page again.
 */
export const FORMAT_LOCALES: Record<Language, string> = { ...LOCALE_TAGS, ar: 'ar-u-nu-latn' };

/** Open Graph's locale names (language_TERRITORY). */
export const OPEN_GRAPH_LOCALES: Record<Language, string> = {
  en: 'en_US',
  es: 'es_ES',
  fr: 'fr_FR',
  ar: 'ar_AR',
  id: 'id_ID',
  pt: 'pt_BR',
};

/** The language's own name, shown in the switcher in every language (never translated). */
export const LANGUAGE_AUTONYMS: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  ar: 'العربية',
  id: 'Bahasa Indonesia',
  pt: 'Português (Brasil)',
};
