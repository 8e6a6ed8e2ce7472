import { describe, expect, it } from 'vitest';
import { crops } from '../../game/crops';
import { wikiCropPath } from '../../lib/paths';
import { cropFromSlug } from './cropSlug';

describe('cropFromSlug', () => {
  it('reads the slug of every crop’s page', () => {
    for (const crop of crops) expect(cropFromSlug(wikiCropPath(crop.id).split('/').pop())).toBe(crop);
  });

  it('rejects unknown ids, missing prefixes and empty slugs', () => {
    for (const slug of [undefined, '', 'moon-mango', 'grow-a-garden-', 'grow-a-garden-no-such-crop', 'grow-a-garden-Moon-Mango']) {
      expect(cropFromSlug(slug)).toBeUndefined();
    }
  });
});
