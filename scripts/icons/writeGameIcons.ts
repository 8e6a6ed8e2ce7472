import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GAME_ICON_DIR, type GameIconKind } from '../../src/ui/gameIconPath';
import { gameIconSvg, iconIds } from './gameIcons';

const KINDS: readonly GameIconKind[] = ['crop', 'pet'];

/** Writes every crop's and pet's icon under the site's icons folder; the number of files written. */
export function writeGameIcons(siteDir: string): number {
  let written = 0;
  for (const kind of KINDS) {
    const dir = join(siteDir, GAME_ICON_DIR, kind);
    mkdirSync(dir, { recursive: true });
    for (const id of iconIds(kind)) {
      writeFileSync(join(dir, `${id}.svg`), gameIconSvg(kind, id)!);
      written++;
    }
  }
  return written;
}
