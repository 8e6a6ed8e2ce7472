/*
 * Moon Mango facts the data files keep only as note text (formulas.md §4: Twilight Shop, 999 Robux, stock 1).
 * A unit test checks them against the crop's notes in crops.json, so the article cannot drift from the data.
 */
export const MOON_MANGO_ID = 'moon-mango';
export const MOON_MANGO_ROBUX_PRICE = 999;
export const MOON_MANGO_SHOP_STOCK = 1;
