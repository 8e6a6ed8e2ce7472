/*
 * The shop records as shipped (data/shops/*.json, provenance in data/SOURCES.md): eggs, gear, the seed shop and the
 * weathers, about 270 KB with their sources and notes. Read at build time and by tests (lint keeps this module out of
 * the browser's code); the restock clocks, which a page counts down in the browser, are in ./restock.ts. Validated
 * against schema.ts at build and test time, not here, so valibot stays out of the bundle; JSON types widen tuples to
 * arrays, hence the casts. The functions that read the records are in ./shops.ts and take them as a parameter.
 */
import eggsJson from './data/shops/eggs.json' with { type: 'json' };
import gearJson from './data/shops/gear.json' with { type: 'json' };
import proseTranslationsJson from './data/shops/prose-translations.json' with { type: 'json' };
import restockJson from './data/shops/restock.json' with { type: 'json' };
import seedShopJson from './data/shops/seed-shop.json' with { type: 'json' };
import weatherJson from './data/shops/weather.json' with { type: 'json' };
import type { EggRecord, GearRecord, RestockRuleRecord, SeedShopRecord, WeatherRecord } from './schema';

export const eggs: readonly EggRecord[] = Object.freeze(eggsJson as unknown as EggRecord[]);
export const gear: readonly GearRecord[] = Object.freeze(gearJson as unknown as GearRecord[]);
export const seedShop: readonly SeedShopRecord[] = Object.freeze(seedShopJson as unknown as SeedShopRecord[]);
export const weathers: readonly WeatherRecord[] = Object.freeze(weatherJson as unknown as WeatherRecord[]);
/** The restock rules with their prose and sources, for a page that cites them (./restock.ts holds what a countdown reads). */
export const restockRecords: readonly RestockRuleRecord[] = Object.freeze(restockJson as unknown as RestockRuleRecord[]);
/**
 * The research's English notes that egg, gear and mutation pages quote (how an egg is obtained, where it is sold, its
 * availability; what a gear does; how a fruit gets a mutation) in the site's other languages: the English text, then
 * each language's own words.
 */
export const proseTranslations: Readonly<Record<string, Readonly<Record<string, string>>>> = Object.freeze(proseTranslationsJson);
