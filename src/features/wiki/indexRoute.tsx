import { useTranslation } from 'react-i18next';
import type { PageHandle } from '../../lib/pageMeta';

export const handle: PageHandle = {
  meta: ({ t }) => ({ title: t('wiki.moonMango.meta.title'), description: t('wiki.moonMango.meta.description') }),
};

export function Component() {
  const { t } = useTranslation();
  return (
    <article className="page">
      <h1>{t('nav.wiki')}</h1>
    </article>
  );
}
