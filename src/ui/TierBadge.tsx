import { useTranslation } from 'react-i18next';
import type { Tier } from '../game';
import { tierLabel } from '../lib/gameLabels';
import './tierBadge.css';

/** A crop's tier in words, outlined in the tier's colour (the words carry it; the colour only helps scanning). */
export function TierBadge({ tier }: { tier: Tier }) {
  const { t } = useTranslation();
  return <span className={`tier-badge tier-badge--${tier}`}>{tierLabel(t, tier)}</span>;
}
