import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useParams } from 'react-router';
import { localizePath, splitLanguage } from '../lib/paths';
import { absoluteUrl } from '../lib/siteUrl';
import { isPageHandle } from '../lib/pageMeta';

/** Keeps title, description and canonical in step on client-side navigation (the prerender wrote the first). */
export function useDocumentHead(): void {
  const matches = useMatches();
  const params = useParams();
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  const handle = [...matches].reverse().find((match) => isPageHandle(match.handle))?.handle;

  useEffect(() => {
    if (!isPageHandle(handle)) return;
    const { language, path } = splitLanguage(pathname);
    const meta = handle.meta({ t, language, params });
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
    document.querySelector('link[rel="canonical"]')?.setAttribute('href', absoluteUrl(localizePath(language, path)));
  }, [handle, params, pathname, t, i18n.language]);
}
