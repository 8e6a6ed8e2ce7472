import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { Language } from '../i18n/languages';

export interface PageMeta {
  title: string;
  description: string;
  /** schema.org objects, written into the prerendered page as JSON-LD (at the end of its body, see app/head.ts). */
  structuredData?: readonly object[];
}

/** What a page's `load` is given: its address and language, and the data the build gave its path. */
export interface PageLoadContext {
  params: Params;
  /** The address's query as the page opens (a shared link's state, say). */
  search: string;
  language: Language;
  /**
   * The data the page's build module worked out for this path (see src/app/pageData.ts), as that module types it;
   * null where the build wrote none (no such crop, say).
   */
  buildData: <T>() => Promise<T | null>;
}

export interface PageMetaContext<P> {
  t: TFunction;
  language: Language;
  params: Params;
  /** What the page's `load` gave it. */
  props: P;
}

/**
 * A page's route module. `load` says everything the page needs before it renders (its build data, the code its address
 * names) and hands it over as the page's props; null means there is no such page, and the visitor goes to its wiki list or home. Start-up,
 * navigation and the prerender all await it, in one place (src/app/Page.tsx).
 */
export interface PageModule<P> {
  load: (context: PageLoadContext) => Promise<P | null>;
  /** What the prerender writes about the page: its head's title and description, and its structured data. */
  meta: (context: PageMetaContext<P>) => PageMeta;
  Component: ComponentType<P>;
}

/** A page with nothing to load. */
export const loadNothing = (): Promise<Record<string, never>> => Promise.resolve({});
