import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import type { PageHandle } from '../lib/pageMeta';
import { localizePath, splitLanguage } from '../lib/paths';
import { absoluteUrl } from '../lib/siteUrl';

/** Keeps title, description and canonical in step on client-side navigation (the prerender wrote the first). */
export function useDocumentHead(handle: PageHandle, data: unknown): void {
  const params = useParams();
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();

  useEffect(() => {
    const { language, path } = splitLanguage(pathname);
    const meta = handle.meta({ t, language, params, data });
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
    document.querySelector('link[rel="canonical"]')?.setAttribute('href', absoluteUrl(localizePath(language, path)));
  }, [handle, data, params, pathname, t, i18n.language]);
}
