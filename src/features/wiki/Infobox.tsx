import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Crop } from '../../game';
import { CropFacts } from '../../ui/CropFacts';

/** The box of facts beside a wiki article (a crop's, a pet's, a mutation's). */
export function InfoboxFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <aside className="infobox" aria-labelledby="infobox-title" data-testid="infobox">
      <h2 id="infobox-title" className="infobox__title">
        {title}
      </h2>
      {children}
    </aside>
  );
}

/** The crop's data at a glance, beside the article. */
export function Infobox({ crop }: { crop: Crop }) {
  const { t } = useTranslation();
  return (
    <InfoboxFrame title={t('wiki.infobox.title')}>
      <CropFacts crop={crop} />
    </InfoboxFrame>
  );
}
