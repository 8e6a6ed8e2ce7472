import type { Params } from 'react-router';
import type { Language } from '../i18n/languages';
import type { PageLoadContext } from '../lib/pageMeta';

/** What a page's `load` is given, with the data its build module worked out for the path (as the browser reads it). */
export function loadContext(buildData: unknown, params: Params = {}, language: Language = 'en', search = ''): PageLoadContext {
  return { params, search, language, buildData: <T>() => Promise.resolve(buildData as T | null) };
}
