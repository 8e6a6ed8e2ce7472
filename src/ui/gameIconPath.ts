/** Where the icon of a crop or pet is served: one small SVG file per id, written at build time (scripts/icons). */
export type GameIconKind = 'crop' | 'pet';

export const GAME_ICON_DIR = 'icons';

export function gameIconPath(kind: GameIconKind, id: string): string {
  return `/${GAME_ICON_DIR}/${kind}/${id}.svg`;
}

/** Matches the path of an icon file: its kind and id. */
export const GAME_ICON_PATH_PATTERN = new RegExp(`^/${GAME_ICON_DIR}/(crop|pet)/([a-z0-9]+(?:-[a-z0-9]+)*)\\.svg$`);

/** The emoji drawings the icons use, credited where the site lists its sources (CC BY 4.0 asks for it). */
export const GAME_ICON_CREDIT = {
  name: 'Twemoji',
  url: 'https://github.com/jdecked/twemoji',
  licence: 'CC BY 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
} as const;
