import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'react-router';
import { useI18n } from '../i18n/i18n';
import { withoutIsolates } from '../lib/format';
import type { PageModule } from '../lib/pageMeta';
import { splitLanguage } from '../lib/paths';
import { pageUrl } from '../lib/siteUrl';

/** Keeps title, description and canonical in step on client-side navigation (the prerender wrote the first). */
export function useDocumentHead<P>({ meta }: PageModule<P>, props: P): void {
  const params = useParams();
  const { pathname } = useLocation();
  // Each language has its own instance, whose bound `t` changes with it: the effect runs again on a language change.
  const { t } = useI18n();
  const mounted = useRef(false);

  useEffect(() => {
    const { language, path } = splitLanguage(pathname);
    const canonical = pageUrl(language, path);
    const canonicalLink = document.querySelector('link[rel="canonical"]');
    // A page that opens on the head the prerender wrote for its address has nothing to work out (its FAQ, say).
    const written = !mounted.current && canonicalLink?.getAttribute('href') === canonical;
    mounted.current = true;
    if (written) return;
    const head = meta({ t, language, params, props });
    document.title = withoutIsolates(head.title, language);
    document.querySelector('meta[name="description"]')?.setAttribute('content', withoutIsolates(head.description, language));
    canonicalLink?.setAttribute('href', canonical);
  }, [meta, props, params, pathname, t]);
}
