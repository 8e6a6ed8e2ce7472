import { useTranslation } from 'react-i18next';
import type { PageHandle } from '../../lib/pageMeta';

export const handle: PageHandle = {
  meta: ({ t }) => ({ title: t('crop.meta.title'), description: t('crop.meta.description') }),
};

export function Component() {
  const { t } = useTranslation();
  return (
    <article className="page">
      <h1>{t('crop.title')}</h1>
      <p className="lead">{t('crop.intro')}</p>
    </article>
  );
}
