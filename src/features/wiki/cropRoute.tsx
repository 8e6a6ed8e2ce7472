import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { findCrop } from '../../game';
import { isLanguage } from '../../i18n/languages';
import type { PageHandle } from '../../lib/pageMeta';
import { localizePath, WIKI_CROP_PREFIX } from '../../lib/paths';

function cropIdOf(slug: string | undefined): string | undefined {
  return slug?.startsWith(WIKI_CROP_PREFIX) ? slug.slice(WIKI_CROP_PREFIX.length) : undefined;
}

export const handle: PageHandle = {
  meta: ({ t }) => ({ title: t('wiki.moonMango.meta.title'), description: t('wiki.moonMango.meta.description') }),
};

export function Component() {
  const { t, i18n } = useTranslation();
  const crop = findCrop(cropIdOf(useParams().slug) ?? '');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  if (!crop) return <Navigate to={localizePath(language, '/')} replace />;
  return (
    <article className="page">
      <h1>{crop.id === 'moon-mango' ? t('wiki.moonMango.title') : crop.name}</h1>
    </article>
  );
}
