import { describe, expect, it } from 'vitest';
import { UNCATEGORIZED, type Crop } from '../../game';
import { crops, getCrop } from '../../game/crops';
import { RELATED_LIMIT, relatedCrops } from './relatedCrops';

const ids = (list: readonly Crop[]) => list.map((crop) => crop.id);

describe('relatedCrops', () => {
  it('puts the Moon Mango’s shop mate first, then Mythical crops', () => {
    const related = relatedCrops(getCrop('moon-mango'));
    expect(related).toHaveLength(RELATED_LIMIT);
    expect(related[0]?.id).toBe('celestiberry');
    for (const crop of related) expect(crop.tier).toBe('mythical');
  });

  it('orders crops of the same tier by closeness of base value', () => {
    const moonMango = getCrop('moon-mango');
    const distances = relatedCrops(moonMango)
      .slice(1)
      .map((crop) => Math.abs(Math.log(crop.baseValue / moonMango.baseValue)));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('never lists the crop itself or a crop twice, and is the same on every call', () => {
    for (const crop of crops) {
      const related = ids(relatedCrops(crop));
      expect(related).not.toContain(crop.id);
      expect(new Set(related).size).toBe(related.length);
      expect(related.length).toBeGreaterThan(0);
      expect(related.length).toBeLessThanOrEqual(RELATED_LIMIT);
      expect(ids(relatedCrops(crop))).toEqual(related);
    }
  });

  it('falls back to the closest base values when neither tier nor shop is known', () => {
    const lonely = crops.find((crop) => crop.tier === null && crop.category === UNCATEGORIZED);
    expect(lonely).toBeDefined();
    const related = relatedCrops(lonely!);
    expect(related).toHaveLength(RELATED_LIMIT);
    const worst = Math.max(...related.map((crop) => Math.abs(Math.log(crop.baseValue / lonely!.baseValue))));
    const closer = crops.filter(
      (crop) => crop !== lonely && !related.includes(crop) && Math.abs(Math.log(crop.baseValue / lonely!.baseValue)) < worst,
    );
    expect(closer).toEqual([]);
  });

  it('does not relate crops just because the data leaves both uncategorized', () => {
    const crop = crops.find((candidate) => candidate.category === UNCATEGORIZED && candidate.tier !== null)!;
    for (const related of relatedCrops(crop)) expect(related.tier).toBe(crop.tier);
  });
});
