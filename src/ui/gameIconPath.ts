/**
 * Where the picture of a crop or pet is served: one small WebP file per id and size, drawn at build time
 * (scripts/icons). A raster picture is decoded off the page's main thread; an SVG in an <img> is a document the main
 * thread parses, styles and paints (docs/decisions.md).
 */
export const GAME_ICON_KINDS = ['crop', 'pet'] as const;
export type GameIconKind = (typeof GAME_ICON_KINDS)[number];

export const GAME_ICON_DIR = 'icons';

/** The picture's size on the page, in CSS pixels (gameIcon.css draws the tier's ring around it). */
export const GAME_ICON_SIZES = { small: 24, large: 48 } as const;
export type GameIconSize = keyof typeof GAME_ICON_SIZES;
export const GAME_ICON_SIZE_NAMES = Object.keys(GAME_ICON_SIZES) as GameIconSize[];

/** Files are drawn at twice the size they are shown at, sharp on the dense screens most phones have. */
export const GAME_ICON_DENSITY = 2;

/** Where an icon of a long list keeps its picture's address until it is drawn near the screen (GameIcon's `drawnWhenNear`). */
export const PICTURE_ATTRIBUTE = 'data-picture';

export function gameIconPath(kind: GameIconKind, id: string, size: GameIconSize): string {
  return `/${GAME_ICON_DIR}/${kind}/${size}/${id}.webp`;
}

/** Matches the path of an icon file: its kind, size and id. */
export const GAME_ICON_PATH_PATTERN = new RegExp(
  `^/${GAME_ICON_DIR}/(${GAME_ICON_KINDS.join('|')})/(${GAME_ICON_SIZE_NAMES.join('|')})/([a-z0-9]+(?:-[a-z0-9]+)*)\\.webp$`,
);

/** The emoji drawings the icons use, credited where the site lists its sources (CC BY 4.0 asks for it). */
export const GAME_ICON_CREDIT = {
  name: 'Twemoji',
  url: 'https://github.com/jdecked/twemoji',
  licence: 'CC BY 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
} as const;
