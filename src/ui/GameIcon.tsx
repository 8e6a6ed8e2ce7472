import type { Tier } from '../game';
import { GAME_ICON_SIZES, gameIconPath, PICTURE_ATTRIBUTE, type GameIconKind, type GameIconSize } from './gameIconPath';
import './gameIcon.css';
import './tierColors.css';

/** The icons of a long list that come with the page as images: its first screen, on a large display too. */
const ICONS_WITH_THE_PAGE = 24;

/** Whether the icon at this place in a long list is past its first screen, so drawn when near (see GameIcon). */
export const pastFirstScreen = (position: number): boolean => position >= ICONS_WITH_THE_PAGE;

interface GameIconProps {
  kind: GameIconKind;
  id: string;
  /** The ring's colour; none when the tier is not known. */
  tier: Tier | null;
  size?: GameIconSize;
  /**
   * A box whose picture its list draws once it comes near the screen (drawPicturesWhenNear below): for the icons of a
   * list of hundreds past its first screen (pastFirstScreen).
   */
  drawnWhenNear?: boolean;
}

/**
 * A crop's or pet's picture in a ring of its tier's colour. Decorative: its name is always written beside it, so
 * screen readers skip it (empty alt text, or a box with nothing to read). The picture loads lazily into a box of fixed
 * size, so nothing moves when it arrives. One element, ring included: a list of hundreds of crops parses and styles one
 * per row.
 */
export function GameIcon({ kind, id, tier, size = 'small', drawnWhenNear = false }: GameIconProps) {
  const pixels = GAME_ICON_SIZES[size];
  const className = `game-icon game-icon--${size} tier-color--${tier ?? 'unknown'}`;
  const icon = `${kind}/${id}`;
  const path = gameIconPath(kind, id, size);
  if (drawnWhenNear) return <span className={className} data-icon={icon} {...{ [PICTURE_ATTRIBUTE]: path }} />;
  return (
    <img
      className={className}
      data-icon={icon}
      src={path}
      alt=""
      width={pixels}
      height={pixels}
      loading="lazy"
      decoding="async"
      // A small icon beside its name is never what a visitor waits for: the browser leaves it after the page's text and
      // code even on screen (a large one may be the first screen's largest picture).
      fetchPriority={size === 'small' ? 'low' : undefined}
    />
  );
}

/*
 * Pictures of a long list drawn as they come near the screen. Hundreds of `<img loading="lazy">` cost a page while it
 * loads, each one a request the browser sets up as it parses, on screen or not (docs/decisions.md has the
 * measurement); a list of plain boxes whose pictures are added here costs only the pictures near the screen.
 */

/**
 * Pictures load up to a screen ahead of a scrolling list. An icon in a row the browser skips (`content-visibility`)
 * counts as near only once the browser stops skipping the row, somewhat closer.
 */
const AHEAD = '100% 0px';

const UNDRAWN_ICONS = `[${PICTURE_ATTRIBUTE}]:empty`;

/** The icon's picture, decorative as every game icon's (its name is written beside it). */
function draw(icon: Element): void {
  const picture = document.createElement('img');
  picture.alt = '';
  picture.decoding = 'async';
  picture.src = icon.getAttribute(PICTURE_ATTRIBUTE) ?? '';
  icon.append(picture);
}

/**
 * A ref for an element holding a long list of icons: draws each icon's picture once it is near the screen, including
 * the icons React renders into the list later (sorted or filtered afresh). Also for HTML React has not taken over
 * (PrerenderedUntilChanged), since it reads the elements, not React's tree. The lists key their items by id, so an
 * icon's element never changes to another icon.
 */
export function drawPicturesWhenNear(list: HTMLElement | null): (() => void) | undefined {
  if (list === null || typeof IntersectionObserver === 'undefined') return undefined;
  const nearScreen = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        // One icon may be reported twice in a batch (React moved its row), or after React took it out.
        if (!entry.isIntersecting || !entry.target.matches(UNDRAWN_ICONS) || !list.contains(entry.target)) continue;
        draw(entry.target);
        nearScreen.unobserve(entry.target);
      }
    },
    { rootMargin: AHEAD },
  );
  const watchUndrawn = () => list.querySelectorAll(UNDRAWN_ICONS).forEach((icon) => nearScreen.observe(icon));
  watchUndrawn();
  const listChanges = new MutationObserver((records) => {
    // A picture drawn here is a change too: only React's changes to the list are looked through.
    const reactChanges = records.filter((record) => !(record.target instanceof Element && record.target.hasAttribute(PICTURE_ATTRIBUTE)));
    if (reactChanges.length === 0) return;
    // Icons React took out of the list are let go, so the observer holds none it will never draw.
    for (const record of reactChanges) {
      for (const node of record.removedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(UNDRAWN_ICONS)) nearScreen.unobserve(node);
        node.querySelectorAll(UNDRAWN_ICONS).forEach((icon) => nearScreen.unobserve(icon));
      }
    }
    watchUndrawn();
  });
  listChanges.observe(list, { childList: true, subtree: true });
  return () => {
    listChanges.disconnect();
    nearScreen.disconnect();
  };
}
