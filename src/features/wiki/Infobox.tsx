import { useTranslation } from 'react-i18next';
import type { Crop } from '../../game';
import { CropFacts } from '../../ui/CropFacts';

/** The crop's data at a glance, beside the article. */
export function Infobox({ crop }: { crop: Crop }) {
  const { t } = useTranslation();
  return (
    <aside className="infobox" aria-labelledby="infobox-title" data-testid="infobox">
      <h2 id="infobox-title" className="infobox__title">
        {t('wiki.infobox.title')}
      </h2>
      <CropFacts crop={crop} />
    </aside>
  );
}
