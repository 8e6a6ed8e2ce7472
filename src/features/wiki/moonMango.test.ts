import { describe, expect, it } from 'vitest';
import { getCrop } from '../../game/crops';
import cropsJson from '../../game/data/crops.json' with { type: 'json' };
import { MOON_MANGO_ID, MOON_MANGO_ROBUX_PRICE, MOON_MANGO_SHOP_STOCK } from './moonMango';

describe('Moon Mango facts', () => {
  const crop = getCrop(MOON_MANGO_ID);

  it('match the note the crop data keeps (formulas.md §4)', () => {
    const { notes } = cropsJson.find((record) => record.id === MOON_MANGO_ID)!;
    expect(notes).toContain(`Robux price ${MOON_MANGO_ROBUX_PRICE}`);
    expect(notes).toContain(`stock ${MOON_MANGO_SHOP_STOCK}`);
    expect(notes).toContain('Twilight Shop');
  });

  it('agree with what the article says about the data', () => {
    expect(crop).toMatchObject({
      tier: 'mythical',
      category: 'twilight shop',
      seedPrice: 1_000_000_000,
      obtainable: false,
      harvest: 'multi',
      weights: { hugeChanceOneIn: 300 },
    });
  });
});
