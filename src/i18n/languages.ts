export const LANGUAGES = ['en', 'es', 'fr', 'ar'] as const;
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
};

/** The language's own name, shown in the switcher in every language (never translated). */
export const LANGUAGE_AUTONYMS: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  ar: 'العربية',
};
