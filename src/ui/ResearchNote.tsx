import type { Language } from '../i18n/languages';
import type { LocalizedProse } from '../lib/localizedProse';

/** A research note in the page's language; a note not yet translated shows the data's English, marked as English. */
export function ResearchNote({ prose, language }: { prose: LocalizedProse; language: Language }) {
  const own = prose[language];
  return own === undefined ? <span lang="en">{prose.en}</span> : <>{own}</>;
}
