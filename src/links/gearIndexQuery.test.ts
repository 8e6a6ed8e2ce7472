import { describe, expect, it } from 'vitest';
import { gearSale } from '../game/gearSale';
import { gear } from '../game/shopData';
import { tierOfRarity } from '../game/types';
import { PAGE_PATHS, SAVED_STATE_KEYS } from '../lib/paths';
import {
  decodeGearIndexQuery,
  DEFAULT_GEAR_INDEX,
  encodeGearIndexQuery,
  gearIndexChoices,
  gearIndexCodec,
  type GearIndexState,
} from './gearIndexQuery';

// Read against every gear, as the index lists them.
const choices = gearIndexChoices(gear.map((item) => ({ tier: tierOfRarity(item.rarity), sale: gearSale(item) })));
const decode = (search: string) => decodeGearIndexQuery(search, choices);

describe('gear index query string', () => {
  it('offers the rarities and shops some gear has, in the order a list of them goes', () => {
    expect(choices.rarities[0]).toBe('common');
    expect(choices.rarities).toContain('divine');
    // No gear is Transcendent.
    expect(choices.rarities).not.toContain('transcendent');
    expect(choices.sales[0]).toBe('gear-shop');
    expect(choices.sales).toContain('not-sold');
  });

  it('writes nothing for the defaults, and reads back what it writes, in contract order', () => {
    expect(encodeGearIndexQuery(DEFAULT_GEAR_INDEX)).toBe('');
    const state: GearIndexState = { query: 'sprinkler', rarity: 'divine', sold: 'gear-shop' };
    const query = encodeGearIndexQuery(state);
    expect(query).toBe('q=sprinkler&rarity=divine&sold=gear-shop');
    expect(decode(query)).toEqual({ state, dropped: [] });
  });

  it('reads a rarity or shop typed or linked with capitals as the lower-case choice it is', () => {
    expect(decode('rarity=Divine&sold=Gear-Shop')).toEqual({ state: { rarity: 'divine', sold: 'gear-shop' }, dropped: [] });
  });

  it('drops what it cannot use, one key at a time, and keeps the rest', () => {
    expect(decode('rarity=transcendent&sold=moon&q=bell&colour=red')).toEqual({
      state: { query: 'bell' },
      dropped: [
        { key: 'rarity', value: 'transcendent', reason: 'invalid' },
        { key: 'sold', value: 'moon', reason: 'invalid' },
        { key: 'colour', value: 'colour', reason: 'unknown' },
      ],
    });
  });

  it('keeps its last state under the gear index’s own key', () => {
    expect(gearIndexCodec(choices).storageKey).toBe(SAVED_STATE_KEYS[PAGE_PATHS.gearIndex]);
  });
});
