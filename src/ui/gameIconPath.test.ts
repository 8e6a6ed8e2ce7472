import { describe, expect, it } from 'vitest';
import { GAME_ICON_KINDS, GAME_ICON_PATH_PATTERN, GAME_ICON_SIZE_NAMES, gameIconPath } from './gameIconPath';

describe('icon paths', () => {
  it('are matched by the pattern the offline workers and the dev server use, with their kind, size and id', () => {
    for (const kind of GAME_ICON_KINDS) {
      for (const size of GAME_ICON_SIZE_NAMES) {
        expect(GAME_ICON_PATH_PATTERN.exec(gameIconPath(kind, 'moon-mango', size))?.slice(1)).toEqual([kind, size, 'moon-mango']);
      }
    }
  });

  it('match nothing else', () => {
    for (const path of [
      '/icons/crop/carrot.svg',
      '/icons/crop/small/carrot.svg',
      '/icons/crop/huge/carrot.webp',
      '/icons/seed/small/carrot.webp',
      '/icons/crop/small/Carrot.webp',
      '/icons/crop/small/../x.webp',
    ]) {
      expect(GAME_ICON_PATH_PATTERN.test(path), path).toBe(false);
    }
  });
});
