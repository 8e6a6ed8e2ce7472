import type { TFunction } from 'i18next';
import type { Tier } from '../game';
import { tierLabel } from '../lib/gameText';
import './tierBadge.css';

/**
 * A crop's tier in words, outlined in the tier's colour (the words carry it; the colour only helps scanning). It is
 * given the page's `t` rather than asking for it: a list renders hundreds, and hooks in each of the value list's rows
 * were a large part of their render time (docs/performance.md).
 */
export function TierBadge({ tier, t }: { tier: Tier; t: TFunction }) {
  return <span className={`tier-badge tier-badge--${tier}`}>{tierLabel(t, tier)}</span>;
}
