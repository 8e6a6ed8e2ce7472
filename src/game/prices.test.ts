import { describe, expect, it } from 'vitest';
import { crops, getCrop } from './crops';
import { pricedSeedOf, seedPriceOf, shopSeedPricesOf } from './prices';
import { seedShop } from './shopData';

describe('seedPriceOf', () => {
  it('gives the crop data’s price in Sheckles, else the Seed Shop’s, else nothing', () => {
    const shop = { price: 2, currency: 'GardenCoins' } as const;
    expect(seedPriceOf({ seedPrice: 10 }, shop)).toEqual({ price: 10, currency: 'Sheckles' });
    expect(seedPriceOf({ seedPrice: null }, shop)).toBe(shop);
    expect(seedPriceOf({ seedPrice: null }, { price: null, currency: null })).toBeNull();
    expect(seedPriceOf({ seedPrice: null }, null)).toBeNull();
  });

  it('gives Great Pumpkin the Seed Shop’s price, which its crop data does not have', () => {
    const pumpkin = getCrop('great-pumpkin');
    expect(pumpkin.seedPrice).toBeNull();
    expect(seedPriceOf(pumpkin, pricedSeedOf(seedShop, pumpkin.id) ?? null)).toMatchObject({
      price: 100_000_000_000,
      currency: 'Sheckles',
    });
  });
});

describe('shopSeedPricesOf', () => {
  it('keeps the shop’s price of the crops whose data has none, and of no other crop', () => {
    const prices = shopSeedPricesOf(crops, seedShop);
    expect(prices['great-pumpkin']).toEqual({ price: 100_000_000_000, currency: 'Sheckles' });
    expect(prices.broccoli).toEqual({ price: 2, currency: 'GardenCoins' });
    // Priced by the crop data (Carrot), or by no shop (Sunflower: the shop data names it without a price): left out.
    expect(prices.carrot).toBeUndefined();
    expect(prices.sunflower).toBeUndefined();
    for (const [id, price] of Object.entries(prices)) {
      expect(getCrop(id).seedPrice, id).toBeNull();
      expect(price.price, id).not.toBeNull();
    }
  });
});
