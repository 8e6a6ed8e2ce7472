/*
 * Rewrites the research notes the egg pages quote (`obtain`, `availability`, `soldIn` in src/game/data/shops/eggs.json),
 * the weather pages' and the gear pages' (`effect` in gear.json) as a player reads them, and marks the weather whose only name is the research's description. Run it after copying
 * the shop research again (`npx tsx scripts/shop-player-notes.ts`); it changes only the notes it knows, word for word,
 * and a second run changes nothing.
 *
 * The research writes its citations into the notes' sentences: an index's file ids, commit hashes, module names, ISO
 * dates. A page would show them as they are, and a date in ISO form in every language. So each such note becomes:
 * - the sentence without its citations, each date, price, chance or decimal number a placeholder (`{{eggShopCopies}}`)
 *   the build writes through Intl in each language (src/lib/localizedProse.ts): read by quoteResearch
 *   (src/game/researchQuote.ts) for the notes NOTE_VALUE_NAMES lists, written by hand in PLAYER_NOTES for the others;
 * - `noteDates`: each date placeholder's ISO 8601 value: a year, a day, a month, or an interval of those or of UTC
 *   times ("a/b");
 * - `noteNumbers`: each other placeholder's number: an amount (`{ amount: 18 }`), a percentage (`{ percent: 10 }`, with
 *   `signed: true` to write its sign: a weather's "+50 %" growth speed), any other number (`{ number: 1.5 }`) or a
 *   range of two (`{ from: 5, to: 10 }`);
 * - `noteSources`: the citations taken out of the sentence, as the research wrote them. Nothing is dropped: the
 *   record's `source` keeps what it cited before, and these stay beside it (not merged into `source`, whose dates give
 *   the data's date: a merchant list of October naming a summer egg does not make its price October's).
 * `noteDates.eggShopCopies` is the copy, or the first and last copies, of the game's egg-shop data that hold the egg:
 * sourceDates.eggSourceDate dates the egg's numbers by it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { noteValuesOf, type NoteQuantity, type NoteValue, type PlayerNote } from '../src/game/noteValues';
import { quoteResearch, type QuotedValueNames } from '../src/game/researchQuote';

/** A note as a player reads it (game/noteValues.ts), with the citations taken out of its sentence. */
interface RewrittenNote extends Omit<PlayerNote, 'values'> {
  readonly values?: PlayerNote['values'];
  readonly sources?: readonly string[];
}

/**
 * Research note (as copied) → the note a player reads, written by hand where the reader does not give it
 * (NOTE_VALUE_NAMES below lists the notes it does; a test fails on an entry here it gives): notes whose citations move
 * to `noteSources`, the sentence then saying what the cited copy or page is ("game data of {{eventStockCopies}}");
 * notes that name the game's egg data by its code name ("PetEggData copies") with ISO days the reader leaves in the
 * words; one with several prices, which the reader would need a name for each of; and one that says its time zone.
 */
export const PLAYER_NOTES: Readonly<Record<string, RewrittenNote>> = {
  'in the egg shop in every PetEggData copy 2025-05-22 .. 2025-08-30; still in community auto-buy egg lists of late 2025/2026 (stored files 32807857404, 62519479388)':
    {
      text: "in the egg shop in every copy of the game's egg-shop data, {{eggShopCopies}}; still in community auto-buy egg lists of late {{autoBuyLists}}",
      values: { eggShopCopies: '2025-05-22/2025-08-30', autoBuyLists: '2025/2026' },
      sources: ['stored files 32807857404, 62519479388 (community auto-buy egg lists of late 2025/2026)'],
    },
  'in PetEggData copies 2025-06-21 .. 2025-08-25; removed from the egg shop in the 2025-08-30 copy': {
    text: "in the copies of the game's egg-shop data of {{eggShopCopies}}; removed from the egg shop in the copy of {{removedFromEggShop}}",
    values: { eggShopCopies: '2025-06-21/2025-08-25', removedFromEggShop: '2025-08-30' },
  },
  'bought in the Pet Egg Shop during the Summer update; later copies list it in Traveling Merchant stock (Synergy-Networks/products MerchantStock.lua 2025-10-18, names only)':
    {
      text: "bought in the Pet Egg Shop during the Summer update; a later copy of the game's data ({{merchantStockCopy}}) lists it in Traveling Merchant stock, by name only",
      values: { merchantStockCopy: '2025-10-18' },
      sources: ['Synergy-Networks/products MerchantStock.lua 2025-10-18'],
    },
  'egg shop (2025-06-28 copy, 30,000,000 Sheckles); Honey event shop 18 Honey (EventStock f1cbaae 2025-06-07, StockChance 7); Honey Traveling Merchant 18 Honey (MerchantStock 00cc1c5 2025-07-21)':
    {
      text: 'egg shop (game data of {{eggShopCopies}}, {{eggShopPrice}} Sheckles); Honey event shop {{honeyPrice}} Honey (game data of {{eventStockCopies}}, StockChance 7); Honey Traveling Merchant {{honeyPrice}} Honey (game data of {{merchantStockCopy}})',
      values: {
        eggShopCopies: '2025-06-28',
        eventStockCopies: '2025-06-07',
        merchantStockCopy: '2025-07-21',
        eggShopPrice: { amount: 30000000 },
        honeyPrice: { amount: 18 },
      },
      sources: ['EventStock f1cbaae 2025-06-07', 'MerchantStock 00cc1c5 2025-07-21'],
    },
  'Summer Harvest event shop, 10 Summer Coins, StockChance 8 (EventStock 6bd015a, 2025-06-28)': {
    text: 'Summer Harvest event shop, {{eventShopPrice}} Summer Coins, StockChance 8 (game data of {{eventStockCopies}})',
    values: { eventStockCopies: '2025-06-28', eventShopPrice: { amount: 10 } },
    sources: ['EventStock 6bd015a, 2025-06-28'],
  },
  'Zen event shop, 30 Chi, StockChance 10 then 8 (EventStock 422733e 2025-07-21, ab98b3a 2025-07-27; game EventShopData Jul 2025)': {
    text: "Zen event shop, {{eventShopPrice}} Chi, StockChance 10 then 8 (game data of {{eventStockCopies}}; the game's event-shop data of {{eventShopData}})",
    values: { eventStockCopies: '2025-07-21/2025-07-27', eventShopData: '2025-07', eventShopPrice: { amount: 30 } },
    sources: ['EventStock 422733e 2025-07-21, ab98b3a 2025-07-27', 'game EventShopData Jul 2025'],
  },
  'event shop, StockChance 8 (EventStock 3876b34 2025-08-16, b7483d2 2025-08-24)': {
    text: 'event shop, StockChance 8 (game data of {{eventStockCopies}})',
    values: { eventStockCopies: '2025-08-16/2025-08-24' },
    sources: ['EventStock 3876b34 2025-08-16, b7483d2 2025-08-24'],
  },
  'event shop, StockChance 8 (EventStock 144283b/c469b71 2025-09-06)': {
    text: 'event shop, StockChance 8 (game data of {{eventStockCopies}})',
    values: { eventStockCopies: '2025-09-06' },
    sources: ['EventStock 144283b/c469b71 2025-09-06'],
  },
  'Fall event shop, StockChance 1 (EventStock 447f1c1 2025-09-13, 8ff2290 2025-09-20); fan guide: unlocked by default, shop restocks on each Fall Bloom (allthings.how/grow-a-gardens-fall-pet-shop-prices-unlocks-and-the-best-buys); later names it in Traveling Merchant stock (MerchantStock 5f40da4 2025-10-18)':
    {
      text: "Fall event shop, StockChance 1 (game data of {{eventStockCopies}}); fan guide: unlocked by default, shop restocks on each Fall Bloom (allthings.how/grow-a-gardens-fall-pet-shop-prices-unlocks-and-the-best-buys); a later copy of the game's data ({{merchantStockCopy}}) names it in Traveling Merchant stock",
      values: { eventStockCopies: '2025-09-13/2025-09-20', merchantStockCopy: '2025-10-18' },
      sources: ['EventStock 447f1c1 2025-09-13, 8ff2290 2025-09-20', 'MerchantStock 5f40da4 2025-10-18'],
    },
  'Halloween shop, StockChance 1, stock 1-3 (EventStock a6fbe43 2025-10-11 .. b41b74b 2025-10-18)': {
    text: 'Halloween shop, StockChance 1, stock {{stock}} (game data of {{eventStockCopies}})',
    values: { eventStockCopies: '2025-10-11/2025-10-18', stock: { from: 1, to: 3 } },
    sources: ['EventStock a6fbe43 2025-10-11 .. b41b74b 2025-10-18'],
  },
  'egg-shop item in community auto-buy lists (stored files 32807857404 ~Dec 2025, 62519479388, 70069522136); Seed Stages event reward Sep 27-Oct 11 2025 (spot.monster/?p=37924)':
    {
      text: 'egg-shop item in community auto-buy lists (one of them from about {{autoBuyList}}); Seed Stages event reward, {{seedStagesEvent}}',
      values: { autoBuyList: '2025-12', seedStagesEvent: '2025-09-27/2025-10-11' },
      sources: [
        'stored files 32807857404 ~Dec 2025, 62519479388, 70069522136 (community auto-buy lists)',
        'spot.monster/?p=37924 (Seed Stages event reward)',
      ],
    },
  'egg-shop item in community auto-buy list (stored file 32807857404)': {
    text: 'egg-shop item in a community auto-buy list',
    sources: ['stored file 32807857404 (community auto-buy list)'],
  },
  "Cooking event (2025; a community script calls it the 'Cooking & Trading Event update', stored file 19616664244); exact source and price unknown":
    {
      text: "Cooking event ({{eventYear}}; a community script calls it the 'Cooking & Trading Event update'); exact source and price unknown",
      values: { eventYear: '2025' },
      sources: ['stored file 19616664244 (community script, event name)'],
    },
  // A fan page's address is a citation too: the sentence keeps what the page says.
  'crafting/event (Bee event, Jun-Jul 2025); a premium Robux version exists; fan page gives 149 Robux for the premium copy (growagardenhelp.com/pets)':
    {
      text: 'crafting/event (Bee event, {{beeEvent}}); a premium Robux version exists; fan page gives {{premiumPrice}} Robux for the premium copy',
      values: { beeEvent: '2025-06/2025-07', premiumPrice: { amount: 149 } },
      sources: ['growagardenhelp.com/pets (fan page)'],
    },
  'Night/Blood Moon event: Night quest reward (game NightQuestRewardData, Jul 2025); fan page: 25,000,000 Sheckles in the Blood Moon shop, 50,000,000 in the Twilight shop (growagardenhelp.com/pets)':
    {
      text: "Night/Blood Moon event: Night quest reward (the game's quest-reward data of {{questRewardData}}); fan page: {{bloodMoonShopPrice}} Sheckles in the Blood Moon shop, {{twilightShopPrice}} in the Twilight shop",
      values: { questRewardData: '2025-07', bloodMoonShopPrice: { amount: 25000000 }, twilightShopPrice: { amount: 50000000 } },
      sources: ['game NightQuestRewardData, Jul 2025', 'growagardenhelp.com/pets (fan page)'],
    },
  // A game table's code name is a citation as well: the sentence says what the table is.
  "Prehistoric/Dino event (DNA Machine rewards; game DinoMachineData mentions 'new egg from DNA Machine'); exact price unknown": {
    text: "Prehistoric/Dino event (DNA Machine rewards; the game's DNA Machine data mentions 'new egg from DNA Machine'); exact price unknown",
    sources: ['game DinoMachineData'],
  },
  'Robux egg; fan pages say 199 Robux (robloxtutorial.com/grow-garden/pets)': {
    text: 'Robux egg; fan pages say {{robuxPrice}} Robux',
    values: { robuxPrice: { amount: 199 } },
    sources: ['robloxtutorial.com/grow-garden/pets (fan page)'],
  },
  'Robux (limited) version of Bug Egg; fan page says 199 Robux (techwiser.com/roblox-grow-a-garden-all-pets-and-how-to-get-them)': {
    text: 'Robux (limited) version of Bug Egg; fan page says {{robuxPrice}} Robux',
    values: { robuxPrice: { amount: 199 } },
    sources: ['techwiser.com/roblox-grow-a-garden-all-pets-and-how-to-get-them (fan page)'],
  },
  // Four prices of one kind: the reader names one value of each kind.
  'Robux bundles of 1/3/10/50 eggs (FallbackPrices 149/429/1249/4999 Robux); has a pity counter': {
    text: 'Robux bundles of 1/3/10/50 eggs (FallbackPrices {{oneEggPrice}}/{{threeEggsPrice}}/{{tenEggsPrice}}/{{fiftyEggsPrice}} Robux); has a pity counter',
    values: {
      oneEggPrice: { amount: 149 },
      threeEggsPrice: { amount: 429 },
      tenEggsPrice: { amount: 1249 },
      fiftyEggsPrice: { amount: 4999 },
    },
  },
  // "Z" is UTC: the chest's window is said as the eggs' are ("on sale … (UTC)").
  'on sale 2026-01-24T18:00Z to 2026-02-07T18:00Z': {
    text: 'on sale {{saleWindow}} (UTC)',
    values: { saleWindow: '2026-01-24T18:00Z/2026-02-07T18:00Z' },
  },
};

/**
 * Research notes the reader quotes as a player reads them (quoteResearch in src/game/researchQuote.ts), each with the
 * names its values take. The reader names a value by its kind ({{year}}); the notes of one record share one set of
 * names (its noteDates and noteNumbers), so each name says what its value is: the event's year beside the auto-buy
 * lists' years, the growth speed beside the chance of Wet.
 */
export const NOTE_VALUE_NAMES: Readonly<Record<string, QuotedValueNames>> = {
  'on sale 2025-12-27T18:00Z to 2026-01-10T18:00Z (UTC)': { window: 'saleWindow' },
  'on sale 2026-01-03T18:00Z to 2026-01-17T18:00Z (UTC)': { window: 'saleWindow' },
  'on sale 2026-01-17T18:00Z to 2026-01-24T18:00Z (UTC)': { window: 'saleWindow' },
  'on sale 2026-04-03T00:00Z to 2026-04-25T19:00Z (UTC)': { window: 'saleWindow' },
  'on sale 2026-04-18T15:00Z to 2026-04-25T15:00Z (UTC)': { window: 'saleWindow' },
  'Christmas 2025 event; price/source unknown': { year: 'eventYear' },
  'Winter 2025 event; price/source unknown': { year: 'eventYear' },
  'New Year 2025-26 event; price/source unknown': { years: 'eventYears' },
  'Carnival Jan 2026 event; price/source unknown': { month: 'eventMonth' },
  'Bird event (Jan 2026); price/source unknown': { month: 'eventMonth' },
  'Easter 2026 event; price/source unknown': { year: 'eventYear' },
  'Honey/Hive event 2026 (names only)': { year: 'eventYear' },
  'Halloween 2025 (Lich); details unknown': { year: 'eventYear' },
  'event (Aug 2025)': { month: 'eventMonth' },
  'event (Sep 2025)': { month: 'eventMonth' },
  'event (Oct 2025)': { month: 'eventMonth' },
  'event (Sep-Oct 2025)': { months: 'eventMonths' },
  'egg shop (late 2025-2026, community lists)': { years: 'autoBuyLists' },
  'egg shop (late 2025, community list)': { year: 'communityListYear' },
  'Pet Egg Shop (one copy only); Honey event shop and Honey Traveling Merchant for 18 Honey': { price: 'honeyPrice' },
  'Pet Egg Shop (late 2025 onward, per community auto-buy lists); Seed Stages event Tier III reward': { year: 'autoBuyListsSince' },
  'Pet Egg Shop (per community auto-buy lists, ~Dec 2025)': { month: 'autoBuyListsMonth' },
  // The weathers' notes.
  '+50% growth speed; ~50% chance Wet': { signedPercent: 'growthSpeed', percent: 'wetChance' },
  '+50% growth speed; Chilled; Chilled+Wet makes Frozen': { signedPercent: 'growthSpeed' },
  // A range of two numbers reads as each language writes one («4–5», «4-5»), in order in right-to-left text: one value.
  '+50% growth speed; Wet chance; lightning strikes every 4-5 s give Shocked': { signedPercent: 'growthSpeed', range: 'lightningInterval' },
  'every 5-10 min (fan)': { range: 'interval' },
  '3-5 min (fan)': { range: 'duration' },
  'replaces Rain about 10% of the time (fan)': { percent: 'share' },
  'replaces Rain about 25% of the time (fan)': { percent: 'share' },
  'replaces Night about 33% of the time (fan)': { percent: 'share' },
  'start of every hour (fan, early 2025)': {},
  // A decimal or a grouped number, as the gear's and the test egg's notes type them.
  'internal/test entry in PetEggs (every pet weight 1, hatch time 300,000,000 s); not obtainable': { number: 'hatchTime' },
  'large size bonus for Grape, Blueberry, Strawberry, Raspberry and Celestiberry for 1.5 minutes': { number: 'minutes' },
  'freezes Flower-type plants for 2.5 minutes': { number: 'minutes' },
  'large variant-chance bonus for Pepper, Cacao, Ember Lily and Papaya for 2.5 minutes': { number: 'minutes' },
};

/** The note a player reads for a research note the script knows, by hand or through the reader; else undefined. */
function rewrittenNote(note: string): RewrittenNote | undefined {
  if (Object.hasOwn(PLAYER_NOTES, note)) return PLAYER_NOTES[note];
  return Object.hasOwn(NOTE_VALUE_NAMES, note) ? quoteResearch(note, NOTE_VALUE_NAMES[note]) : undefined;
}

/**
 * Weathers the research names by a description because the game's name for them is not known (`internalName` null and
 * no name in the game's lists): the event it belongs to as the game writes it, and the month.
 */
const DESCRIBED_WEATHERS: Readonly<Record<string, { event: string; month: string }>> = {
  'Christmas Harvest winter weather (Dec 2025)': { event: 'Christmas Harvest', month: '2025-12' },
};

const NOTE_FIELDS = ['soldIn', 'obtain', 'availability'] as const;

type Egg = Record<string, unknown> & Partial<Record<(typeof NOTE_FIELDS)[number], string | null>>;

const WEATHER_NOTE_FIELDS = ['effects', 'duration', 'frequency'] as const;

const GEAR_NOTE_FIELDS = ['effect'] as const;

type ShopRecord = Record<string, unknown>;

/**
 * `values` added to `into`: two notes of a record may name one value alike (its egg-shop copies), but one name for two
 * values would show one of them in both notes, silently.
 */
function addValues(into: Record<string, NoteValue>, values: PlayerNote['values'] | undefined, field: string): void {
  for (const [name, value] of Object.entries(values ?? {})) {
    if (Object.hasOwn(into, name) && JSON.stringify(into[name]) !== JSON.stringify(value)) {
      throw new Error(`${field} names {{${name}}} as another value than an earlier note of its record`);
    }
    into[name] = value;
  }
}

/**
 * The record with its notes (`fields`) rewritten, `noteDates`, `noteNumbers` and `noteSources` placed after the last
 * of them.
 */
function withNotesRewritten(record: ShopRecord, fields: readonly string[]): ShopRecord {
  const values: Record<string, NoteValue> = { ...noteValuesOf(record as Parameters<typeof noteValuesOf>[0]) };
  const sources: string[] = [...((record.noteSources as string[] | undefined) ?? [])];
  const rewritten: ShopRecord = { ...record };
  for (const field of fields) {
    const note = rewrittenNote((record[field] as string | null) ?? '');
    if (note === undefined) continue;
    rewritten[field] = note.text;
    addValues(values, note.values, field);
    sources.push(...(note.sources ?? []).map((source) => `${field}: ${source}`));
  }
  const entries = Object.entries(rewritten).filter(([key]) => !['noteDates', 'noteNumbers', 'noteSources'].includes(key));
  const at = entries.findIndex(([key]) => key === fields.at(-1)) + 1;
  // Held apart in the data as its schema asks: the dates (ISO strings), then the numbers.
  const dates = Object.fromEntries(Object.entries(values).filter(([, value]) => typeof value === 'string'));
  const numbers = Object.fromEntries(Object.entries(values).filter(([, value]) => typeof value !== 'string')) as Record<
    string,
    NoteQuantity
  >;
  const added: [string, unknown][] = [];
  if (Object.keys(dates).length > 0) added.push(['noteDates', dates]);
  if (Object.keys(numbers).length > 0) added.push(['noteNumbers', numbers]);
  if (sources.length > 0) added.push(['noteSources', [...new Set(sources)]]);
  return Object.fromEntries([...entries.slice(0, at), ...added, ...entries.slice(at)]);
}

/** The egg with its notes rewritten, `noteDates`, `noteNumbers` and `noteSources` placed after its notes. */
export const withPlayerNotes = (egg: Egg): Egg => withNotesRewritten(egg, NOTE_FIELDS) as Egg;

/** The weather with its notes rewritten the same way. */
const withWeatherNotes = (weather: ShopRecord): ShopRecord => withNotesRewritten(weather, WEATHER_NOTE_FIELDS);

/** The gear with its effect rewritten the same way. */
const withGearNotes = (gear: ShopRecord): ShopRecord => withNotesRewritten(gear, GEAR_NOTE_FIELDS);

export function withDescription(weather: Record<string, unknown>): Record<string, unknown> {
  const described = DESCRIBED_WEATHERS[weather.name as string];
  return described === undefined || weather.internalName !== null ? weather : { ...weather, describedAs: described };
}

const toJson = (value: unknown) => `${JSON.stringify(value, null, 1)}\n`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = resolve(import.meta.dirname, '../src/game/data/shops');
  const rewrite = (file: string, each: (record: Record<string, unknown>) => Record<string, unknown>) => {
    const path = resolve(dir, file);
    const records = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>[];
    writeFileSync(path, toJson(records.map(each)));
  };
  rewrite('eggs.json', withPlayerNotes);
  rewrite('weather.json', (weather) => withDescription(withWeatherNotes(weather)));
  rewrite('gear.json', withGearNotes);
}
