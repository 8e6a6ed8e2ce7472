import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import type { PageModule } from '../lib/pageMeta';
import { localizePath, splitLanguage } from '../lib/paths';
import { absoluteUrl } from '../lib/siteUrl';

/** Keeps title, description and canonical in step on client-side navigation (the prerender wrote the first). */
export function useDocumentHead<P>({ meta }: PageModule<P>, props: P): void {
  const params = useParams();
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();

  useEffect(() => {
    const { language, path } = splitLanguage(pathname);
    const head = meta({ t, language, params, props });
    document.title = head.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
    document.querySelector('link[rel="canonical"]')?.setAttribute('href', absoluteUrl(localizePath(language, path)));
  }, [meta, props, params, pathname, t, i18n.language]);
}
