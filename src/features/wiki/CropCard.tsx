import { UNCATEGORIZED } from '../../game';
import type { Removal } from '../../game/version';
import { useI18n } from '../../i18n/i18n';
import { gameWordLang, type Language } from '../../i18n/languages';
import { formatIsoDate } from '../../lib/format';
import { categoryLabel, formatSheckles } from '../../lib/gameText';
import { localizePath, wikiCropPath } from '../../lib/paths';
import { GameIcon } from '../../ui/GameIcon';
import { Link } from '../../ui/Link';
import { TierBadge } from '../../ui/TierBadge';
import type { RelatedCrop } from './cropPageData';

interface CropCardProps {
  /** With `removal` when the crop is out of the game's files (removalOf), which the card says as its page does. */
  crop: RelatedCrop & { readonly removal?: Removal | null };
  language: Language;
  iconDrawnWhenNear?: boolean;
}

/**
 * A crop as a link to its page: name, tier and category when the data has them (a list full of "unknown" says
 * nothing; the crop's own page spells it out), base value, and whether it is out of the game's files.
 * `iconDrawnWhenNear`: a card of a list of hundreds past its first screen (GameIcon).
 */
export function CropCard({ crop, language, iconDrawnWhenNear }: CropCardProps) {
  const { t } = useI18n();
  const hasCategory = crop.category !== UNCATEGORIZED;
  const { removal } = crop;
  return (
    <Link className="crop-card" to={localizePath(language, wikiCropPath(crop.id))} data-crop={crop.id}>
      <span className="crop-card__title">
        <GameIcon kind="crop" id={crop.id} tier={crop.tier} drawnWhenNear={iconDrawnWhenNear} />
        <span className="crop-card__name" lang={gameWordLang(language)}>
          {crop.name}
        </span>
      </span>
      {crop.tier !== null || hasCategory ? (
        <span className="crop-card__meta">
          {crop.tier !== null ? <TierBadge tier={crop.tier} t={t} /> : null}
          {hasCategory ? <span>{categoryLabel(t, crop.category)}</span> : null}
        </span>
      ) : null}
      <span className="crop-card__value">{t('wiki.index.cardBaseValue', { amount: formatSheckles(t, crop.baseValue, language) })}</span>
      {removal ? (
        <span className="crop-card__removed" data-testid="crop-card-removed">
          {removal.kind === 'never' ? t('facts.neverInFiles') : t('facts.removed', { date: formatIsoDate(removal.date, language) })}
        </span>
      ) : null}
    </Link>
  );
}
