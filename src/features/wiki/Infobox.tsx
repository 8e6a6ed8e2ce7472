import { useTranslation } from 'react-i18next';
import type { Crop } from '../../game';
import { CropFacts } from '../../ui/CropFacts';
import { InfoboxFrame } from './InfoboxFrame';

/** The crop's data at a glance, beside the article. */
export function Infobox({ crop }: { crop: Crop }) {
  const { t } = useTranslation();
  return (
    <InfoboxFrame title={t('wiki.infobox.title')}>
      <CropFacts crop={crop} />
    </InfoboxFrame>
  );
}
