import type { TFunction } from 'i18next';
import type { Params } from 'react-router';
import type { Language } from '../i18n/languages';

export interface PageMeta {
  title: string;
  description: string;
  /** schema.org objects, written into the prerendered head as JSON-LD. */
  structuredData?: readonly object[];
}

export interface PageMetaContext {
  t: TFunction;
  language: Language;
  params: Params;
  /** The data the build gave the page (see src/app/pageData.ts). */
  data: unknown;
}

/** What a page route module puts in its route `handle`, read by the head and the prerender. */
export interface PageHandle {
  meta: (context: PageMetaContext) => PageMeta;
}

/** What a page is rendered with: the data the build gave it (undefined for a page given none). */
export interface PageProps {
  data: unknown;
}
