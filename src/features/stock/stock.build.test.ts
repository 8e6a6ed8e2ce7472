import { describe, expect, it } from 'vitest';
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

  it('works out no chance for a seed the shop no longer shows, and says why', () => {
    expect(seed('Orange Tulip')).toMatchObject({ chancePerRestock: null, notes: [{ kind: 'hidden' }] });
    expect(seed('Great Pumpkin')).toMatchObject({ stockChance: 510, chancePerRestock: null, notes: [{ kind: 'limited' }] });
    expect(seed('Carrot').chancePerRestock).toBe(1);
    expect(seed('Brussels Sprout').notes).toEqual([{ kind: 'level', npc: 'Sam', level: 2 }]);
  });
});
