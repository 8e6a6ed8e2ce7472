import type { Language } from '../i18n/languages';
import type { LocalizedProse } from '../lib/localizedProse';
import { fillNoteDates } from '../lib/shopFormat';

/** Whether a page in `language` shows the note in English, another language's: no translation gives it in its own. */
export function showsEnglishNote(prose: LocalizedProse, language: Language): boolean {
  return language !== 'en' && prose[language] === undefined;
}

const NO_DATES: Readonly<Record<string, string>> = {};

/**
 * A research note in the page's language, with the dates it names (`dates`, by their {{placeholder}}) written in that
 * language; a note not yet translated shows the data's English, marked as English, its dates in English too.
 */
export function ResearchNote({
  prose,
  dates = NO_DATES,
  language,
}: {
  prose: LocalizedProse;
  dates?: Readonly<Record<string, string>>;
  language: Language;
}) {
  return showsEnglishNote(prose, language) ? (
    <span lang="en">{fillNoteDates(prose.en, dates, 'en')}</span>
  ) : (
    <>{fillNoteDates(prose[language]!, dates, language)}</>
  );
}
