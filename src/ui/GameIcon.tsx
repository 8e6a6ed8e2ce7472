import type { Tier } from '../game';
import { GAME_ICON_SIZES, gameIconPath, type GameIconKind, type GameIconSize } from './gameIconPath';
import './gameIcon.css';
import './tierColors.css';

interface GameIconProps {
  kind: GameIconKind;
  id: string;
  /** The ring's colour; none when the tier is not known. */
  tier: Tier | null;
  size?: GameIconSize;
}

/**
 * A crop's or pet's picture in a ring of its tier's colour. Decorative: its name is always written beside it, so
 * screen readers skip it (empty alt text). The image loads lazily into a box of fixed size, so nothing moves when it
 * arrives. One element, ring included: a list of hundreds of crops parses and styles one per row.
 */
export function GameIcon({ kind, id, tier, size = 'small' }: GameIconProps) {
  const pixels = GAME_ICON_SIZES[size];
  return (
    <img
      className={`game-icon game-icon--${size} tier-color--${tier ?? 'unknown'}`}
      data-icon={`${kind}/${id}`}
      src={gameIconPath(kind, id, size)}
      alt=""
      width={pixels}
      height={pixels}
      loading="lazy"
      decoding="async"
    />
  );
}
