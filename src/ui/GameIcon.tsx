import type { Tier } from '../game';
import { GAME_ICON_SIZES, gameIconPath, type GameIconKind, type GameIconSize } from './gameIconPath';
import { PICTURE_ATTRIBUTE } from './picturesWhenNear';
import './gameIcon.css';
import './tierColors.css';

interface GameIconProps {
  kind: GameIconKind;
  id: string;
  /** The ring's colour; none when the tier is not known. */
  tier: Tier | null;
  size?: GameIconSize;
  /**
   * One of hundreds in a list: a box whose picture the list draws once it comes near the screen (see
   * picturesWhenNear.ts), as hundreds of lazy images cost a page more than the pictures in view do.
   */
  inLongList?: boolean;
}

/**
 * A crop's or pet's picture in a ring of its tier's colour. Decorative: its name is always written beside it, so
 * screen readers skip it (empty alt text, or a box with nothing to read). The picture loads lazily into a box of fixed
 * size, so nothing moves when it arrives. One element, ring included: a list of hundreds of crops parses and styles one
 * per row.
 */
export function GameIcon({ kind, id, tier, size = 'small', inLongList = false }: GameIconProps) {
  const pixels = GAME_ICON_SIZES[size];
  const className = `game-icon game-icon--${size} tier-color--${tier ?? 'unknown'}`;
  const icon = `${kind}/${id}`;
  const path = gameIconPath(kind, id, size);
  if (inLongList) return <span className={className} data-icon={icon} {...{ [PICTURE_ATTRIBUTE]: path }} />;
  return <img className={className} data-icon={icon} src={path} alt="" width={pixels} height={pixels} loading="lazy" decoding="async" />;
}
