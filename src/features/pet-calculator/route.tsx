import { useTranslation } from 'react-i18next';
import type { PageHandle } from '../../lib/pageMeta';

export const handle: PageHandle = {
  meta: ({ t }) => ({ title: t('pet.meta.title'), description: t('pet.meta.description') }),
};

export function Component() {
  const { t } = useTranslation();
  return (
    <article className="page">
      <h1>{t('pet.title')}</h1>
      <p className="lead">{t('pet.intro')}</p>
    </article>
  );
}
