import type { Language } from '../i18n/languages';
import type { LocalizedProse } from '../lib/localizedProse';

/** Whether a page in `language` shows the note in English, another language's: no translation gives it in its own. */
export function showsEnglishNote(prose: LocalizedProse, language: Language): boolean {
  return language !== 'en' && prose[language] === undefined;
}

/**
 * A research note in the page's language, the values it names already written in it by the build (localizeProse); a
 * note not yet translated shows the data's English, marked as English, its values written in English too.
 */
export function ResearchNote({ prose, language }: { prose: LocalizedProse; language: Language }) {
  return showsEnglishNote(prose, language) ? <span lang="en">{prose.en}</span> : <>{prose[language]!}</>;
}
