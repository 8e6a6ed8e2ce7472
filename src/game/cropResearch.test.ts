import { describe, expect, it } from 'vitest';
import { changesOf } from './changelog';
import { wikiNumbers, wikiNumbersOf, wikiNumbersUntil } from './cropResearch';
import { crops } from './crops';
import cropsJson from './data/crops.json';

describe('the community wiki’s numbers where they differ from the game’s files', () => {
  it('reads them from a crop’s remark, and gives none where the remark names no difference', () => {
    expect(wikiNumbers('glowpod')).toEqual({ baseWeight: 3, baseValue: 7500 });
    expect(wikiNumbersOf('CONFLICT: wiki lists average 1.0 kg / 1250; newest game module has 2.5 kg / 20000 (game value used)')).toEqual({
      baseWeight: 1,
      baseValue: 1250,
    });
    expect(wikiNumbers('carrot')).toBeNull();
    expect(wikiNumbersOf(null)).toBeNull();
  });

  it('names a difference for each of the 12 crops the data marks, each differing from the numbers the site uses', () => {
    const differing = crops.flatMap((crop) => {
      const wiki = wikiNumbers(crop.id);
      return wiki === null ? [] : [{ crop, wiki }];
    });
    expect(differing).toHaveLength(12);
    // Every remark that says the wiki lists other numbers is read: none in another form is passed over.
    const remarks = (cropsJson as { notes: string | null }[]).filter((record) => record.notes?.includes('CONFLICT: wiki lists'));
    expect(remarks).toHaveLength(differing.length);
    expect(differing.filter(({ crop, wiki }) => wiki.baseValue === crop.baseValue && wiki.baseWeight === crop.weights?.baseWeight)).toEqual(
      [],
    );
  });

  it('dates the wiki’s numbers by the change that ended them in the game’s files, where the files held them', () => {
    expect(wikiNumbersUntil(wikiNumbers('glowpod')!, changesOf('crop', 'glowpod'))).toBe('2025-09-06');
    expect(wikiNumbersUntil(wikiNumbers('sunflower')!, changesOf('crop', 'sunflower'))).toBe('2025-11-15');
    expect(wikiNumbersUntil(wikiNumbers('ornament-vine')!, changesOf('crop', 'ornament-vine'))).toBeNull();
    // Numbers that came back and changed again are dated by their last change, in whatever order the changes come.
    const wiki = { baseWeight: 1, baseValue: 100 };
    const change = (date: string, baseValue: number) => ({ change: 'changed' as const, date, before: { baseWeight: 1, baseValue } });
    expect(wikiNumbersUntil(wiki, [change('2025-09-01', 100), change('2025-10-01', 200), change('2025-11-01', 100)])).toBe('2025-11-01');
    expect(wikiNumbersUntil(wiki, [change('2025-11-01', 100), change('2025-09-01', 100)])).toBe('2025-11-01');
  });
});
