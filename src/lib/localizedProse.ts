import type { Language } from '../i18n/languages';

/**
 * A research note as a page quotes it: the data's English, and the note in each other language a translation gives.
 * A page's data file serves every language, so it carries them all (a note is a line or two).
 */
export type LocalizedProse = { readonly en: string } & Readonly<Partial<Record<Language, string>>>;

type ProseTranslations = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The note in every language the translations give it; English is the data's own text. A note the data lacks stays null. */
export function localizeProse(text: string, translations: ProseTranslations): LocalizedProse;
export function localizeProse(text: string | null, translations: ProseTranslations): LocalizedProse | null;
export function localizeProse(text: string | null, translations: ProseTranslations): LocalizedProse | null {
  return text === null ? null : { ...translations[text], en: text };
}
