import { describe, expect, it } from 'vitest';
import { gearSale, gearSoldIn } from './gearSale';
import { gear } from './shopData';
import { findById } from './shops';

describe('gearSale', () => {
  it('says where each kind of gear is sold', () => {
    expect(gearSale(findById(gear, 'watering-can')!)).toBe('gear-shop');
    expect(gearSale(findById(gear, 'acorn-bell')!)).toBe('event');
    expect(gearSale({ shopKey: null, soldIn: null, stillSold: 'no price data; name and rarity only' })).toBe('unknown');
    expect(gearSale({ shopKey: null, soldIn: null, stillSold: 'not sold in the Gear Shop' })).toBe('not-sold');
  });

  it('places the pet shop’s gear in its tab, and a priced gear the game hides in no shop', () => {
    expect(gearSale({ shopKey: null, soldIn: 'Pet Egg Shop (gear tab)', stillSold: 'in the pet shop' })).toBe('pet-shop');
    expect(gearSale(findById(gear, 'medium-bowl')!)).toBe('not-sold');
  });

  it('places a gear the 2026 pet shop lists in its Tier 2 tab there, whether the 2025 copies sold it in the gear tab or hid it', () => {
    expect(gearSale(findById(gear, 'rainbow-lollipop')!)).toBe('pet-shop-tier-2-2026');
    expect(gearSale(findById(gear, 'pet-lead')!)).toBe('pet-shop-tier-2-2026');
    expect(gearSale(findById(gear, 'pet-name-reroller')!)).toBe('pet-shop-tier-2-2026');
  });
});

describe('gearSoldIn', () => {
  const soldInOf = (item: (typeof gear)[number]) => gearSoldIn(gearSale(item), item.soldIn);

  it('names the shop of every gear of an event or a merchant, and no more than its shop for a Gear Shop gear', () => {
    const named = gear.filter((item) => soldInOf(item) !== null && soldInOf(item)!.kind !== 'before-2026');
    expect(named).toHaveLength(gear.filter((item) => item.shopKey === 'event-shops' || item.shopKey === 'traveling-merchant').length);
    expect(named.length).toBeGreaterThan(30);
    expect(soldInOf(findById(gear, 'watering-can')!)).toBeNull();
    // A gear of the pet shop's gear tab names its shop in soldIn too, but its sale says all there is.
    expect(gearSoldIn('pet-shop', 'Pet Egg Shop (gear tab)')).toBeNull();
  });

  it('says where the older copies had a gear the 2026 pet shop lists in its Tier 2 tab', () => {
    expect(soldInOf(findById(gear, 'pet-lead')!)).toEqual({ kind: 'before-2026', sale: 'pet-shop' });
    expect(soldInOf(findById(gear, 'rainbow-lollipop')!)).toEqual({ kind: 'before-2026', sale: 'not-sold' });
  });

  it('reads the forms the data writes, and refuses any other as a fault in the data', () => {
    const atEvent = (soldIn: string) => gearSoldIn('event', soldIn);
    expect(atEvent('Zen event shop (Jul 2025)')).toEqual({ kind: 'event', event: 'Zen', month: '2025-07' });
    expect(atEvent('Giant Beanstalk/Sprout event shop')).toEqual({ kind: 'event', event: 'Giant Beanstalk/Sprout', month: null });
    expect(gearSoldIn('merchant', 'Sky Traveling Merchant')).toEqual({ kind: 'merchant', merchant: 'Sky Traveling Merchant' });
    expect(gearSoldIn('event', null)).toBeNull();
    expect(() => atEvent('a stall somewhere')).toThrow(/names no event's shop or merchant/);
    expect(() => atEvent('Zen event shop (sometime)')).toThrow(/dates it by no month/);
  });
});
