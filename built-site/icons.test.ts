import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { iconIds } from '../scripts/icons/gameIcons';
import { siteDir } from '../scripts/siteDir';
import { GAME_ICON_DIR, GAME_ICON_KINDS, GAME_ICON_SIZE_NAMES } from '../src/ui/gameIconPath';

it('every crop and pet has a WebP icon in every size, and no other file is there', () => {
  for (const kind of GAME_ICON_KINDS) {
    for (const size of GAME_ICON_SIZE_NAMES) {
      const dir = join(siteDir, GAME_ICON_DIR, kind, size);
      const files = readdirSync(dir);
      expect(files.sort(), `${kind}/${size}`).toEqual(
        iconIds(kind)
          .map((id) => `${id}.webp`)
          .sort(),
      );
      // A WebP file starts RIFF....WEBP.
      const first = readFileSync(join(dir, files[0]!));
      expect([first.subarray(0, 4).toString('latin1'), first.subarray(8, 12).toString('latin1')]).toEqual(['RIFF', 'WEBP']);
    }
  }
});
