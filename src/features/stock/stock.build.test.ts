import { describe, expect, it } from 'vitest';
import { gear, seedShop } from '../../game/shopData';
import { soldBy } from '../../game/shops';
import { pageData } from './stock.build';

describe('the stock page’s items', () => {
  const data = pageData();
  const seed = (name: string) => data.seeds.find((item) => item.name === name)!;

  it('lists the eggs the Pet Egg Shop stocks, not those taken out of it', () => {
    const names = data.eggs.map((egg) => egg.name);
    expect(names).toContain('Bug Egg');
    expect(names).not.toContain('Paradise Egg');
    expect(names).not.toContain('Bee Egg');
  });

  // The Gear Shop's table was by name (Advanced Sprinkler first, at 50,000); the game's own order is not in the data.
  it('lists the Gear Shop’s gear cheapest first, as its caption says, every one of them', () => {
    const prices = data.gear.map((item) => item.price!);
    expect(prices.every((price, index) => index === 0 || prices[index - 1]! <= price)).toBe(true);
    expect(data.gear.slice(0, 3).map((item) => item.name)).toEqual(['Basic Sprinkler', 'Advanced Sprinkler', 'Watering Can']);
    expect(data.gear.map((item) => item.name).sort()).toEqual(
      soldBy(gear, 'gear')
        .map((item) => item.name)
        .sort(),
    );
    expect(new Set(data.gear.map((item) => item.currency))).toEqual(new Set(['Sheckles']));
  });

  it('works out no chance for a seed the shop no longer shows, and says why', () => {
    expect(seed('Orange Tulip')).toMatchObject({ chancePerRestock: null, notes: [{ kind: 'hidden' }] });
    expect(seed('Great Pumpkin')).toMatchObject({ stockChance: 510, chancePerRestock: null, notes: [{ kind: 'limited' }] });
    expect(seed('Carrot').chancePerRestock).toBe(1);
    expect(seed('Brussels Sprout').notes).toEqual([{ kind: 'level', npc: 'Sam', level: 2 }]);
  });

  // Sunflower and nine more, seen in the shop after the last copy of its data, were left out: the table read as the whole shop.
  it('lists every seed of the shop data, those known by name only last, with nothing worked out for them', () => {
    expect(data.seeds.map((item) => item.name).sort()).toEqual(seedShop.map((item) => item.name).sort());
    const firstNameOnly = data.seeds.findIndex((item) => item.notes.some((note) => note.kind === 'nameOnly'));
    expect(firstNameOnly).toBeGreaterThan(0);
    expect(data.seeds.slice(firstNameOnly).every((item) => item.notes.some((note) => note.kind === 'nameOnly'))).toBe(true);
    expect(seed('Sunflower')).toMatchObject({
      shopKey: 'seed',
      page: { kind: 'crop', id: 'sunflower' },
      rarity: null,
      price: null,
      currency: null,
      stockChance: null,
      stockAmount: null,
      chancePerRestock: null,
      asOf: '2025-10-25/..',
      confidence: 'low',
    });
    expect(seed('Beast Buttercup').page).toBeNull();
    expect(seed('Mango')).toMatchObject({ chancePerRestock: 1 / 80, asOf: '2025-10-25' });
  });

  // The Gear Shop's card, on "the same clock as the Seed Shop", dated that clock July 23, 2025, and the Seed Shop's 2026.
  it('dates the one clock of the Seed Shop and the Gear Shop the same on both cards', () => {
    const clock = (key: string) => data.clocks.find((item) => item.key === key)!;
    const [seedClock, gearClock] = [clock('seed'), clock('gear')];
    expect([gearClock.intervalSeconds, gearClock.offsetSeconds]).toEqual([seedClock.intervalSeconds, seedClock.offsetSeconds]);
    expect(gearClock.asOf).toBe(seedClock.asOf);
    expect(seedClock.asOf).toBe('2026');
  });
});
