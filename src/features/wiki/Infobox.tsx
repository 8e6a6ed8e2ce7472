import type { Crop } from '../../game';
import type { AverageHarvest } from '../../game/averageHarvest';
import { useI18n } from '../../i18n/i18n';
import { CropFacts } from '../../ui/CropFacts';
import { InfoboxFrame } from './InfoboxFrame';
import type { CropSeedShop } from './shopLinkData';

/**
 * The crop's data at a glance, beside the article. Where the crop data has no seed price but the Seed Shop's data does
 * (Great Pumpkin, the Tier 2 seeds), the box gives the shop's, as the line under it does, rather than "unknown" above it.
 * `notYetInFiles` as in CropPageData.
 */
export function Infobox({
  crop,
  average,
  seedShop,
  notYetInFiles,
}: {
  crop: Crop;
  average: AverageHarvest | null;
  seedShop: CropSeedShop | null;
  notYetInFiles: boolean;
}) {
  const { t } = useI18n();
  return (
    <InfoboxFrame title={t('wiki.infobox.title')}>
      <CropFacts crop={crop} average={average} shopSeedPrice={seedShop} notYetInFiles={notYetInFiles} />
    </InfoboxFrame>
  );
}
