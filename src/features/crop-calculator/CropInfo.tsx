import { memo, useId } from 'react';
import type { Crop } from '../../game';
import { averageHarvest } from '../../game/averageHarvest';
import type { ShopPrice } from '../../game/prices';
import { useI18n, useLanguage } from '../../i18n/i18n';
import { localizePath, wikiCropPath } from '../../lib/paths';
import { CropFacts } from '../../ui/CropFacts';
import { GameIcon } from '../../ui/GameIcon';
import { Link } from '../../ui/Link';

/**
 * Everything the data says about the chosen crop, with a link to its wiki page; `shopSeedPrice` is the Seed Shop's price
 * of its seed where the crop data has none, `notYetInFiles` as in CropFacts.
 */
export const CropInfo = memo(function CropInfo({
  crop,
  shopSeedPrice,
  notYetInFiles,
}: {
  crop: Crop;
  shopSeedPrice: ShopPrice | null;
  notYetInFiles: boolean;
}) {
  const { t } = useI18n();
  const language = useLanguage();
  const id = useId();
  return (
    <section className="calc-card crop-info render-when-near" aria-labelledby={`${id}heading`} data-testid="crop-info">
      <h2 id={`${id}heading`}>
        <GameIcon kind="crop" id={crop.id} tier={crop.tier} />
        {t('crop.info.heading', { crop: crop.name })}
      </h2>
      <CropFacts crop={crop} average={averageHarvest(crop)} shopSeedPrice={shopSeedPrice} notYetInFiles={notYetInFiles} />
      <p>
        <Link to={localizePath(language, wikiCropPath(crop.id))}>{t('crop.info.wikiLink', { crop: crop.name })}</Link>
      </p>
    </section>
  );
});
