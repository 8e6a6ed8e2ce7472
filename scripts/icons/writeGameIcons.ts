import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GAME_ICON_DIR, GAME_ICON_KINDS, GAME_ICON_SIZE_NAMES, type GameIconKind } from '../../src/ui/gameIconPath';
import { gameIconWebp, iconIds } from './gameIcons';

/**
 * Writes every crop's and pet's icon in every size under the site's icons folder (or only the ids given); the number
 * of files written.
 */
export async function writeGameIcons(siteDir: string, ids: (kind: GameIconKind) => readonly string[] = iconIds): Promise<number> {
  const files = GAME_ICON_KINDS.flatMap((kind) => GAME_ICON_SIZE_NAMES.flatMap((size) => ids(kind).map((id) => ({ kind, size, id }))));
  for (const kind of GAME_ICON_KINDS)
    for (const size of GAME_ICON_SIZE_NAMES) mkdirSync(join(siteDir, GAME_ICON_DIR, kind, size), { recursive: true });
  // All at once: sharp draws as many at a time as Node's thread pool holds.
  await Promise.all(
    files.map(async ({ kind, size, id }) => {
      const picture = await gameIconWebp(kind, id, size);
      if (picture === undefined) throw new Error(`no ${kind} has the icon id ${id}`);
      writeFileSync(join(siteDir, GAME_ICON_DIR, kind, size, `${id}.webp`), picture);
    }),
  );
  return files.length;
}
