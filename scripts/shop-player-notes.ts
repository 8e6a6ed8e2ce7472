/*
 * Rewrites the research notes the egg pages quote (`obtain`, `availability`, `soldIn` in src/game/data/shops/eggs.json)
 * as a player reads them, and marks the weather whose only name is the research's description. Run it after copying
 * the shop research again (`npx tsx scripts/shop-player-notes.ts`); it changes only the notes it knows, word for word,
 * and a second run changes nothing.
 *
 * The research writes its citations into the notes' sentences: an index's file ids, commit hashes, module names, ISO
 * dates. A page would show them as they are, and a date in ISO form in every language. So each such note becomes:
 * - the sentence without its citations, each date a placeholder (`{{eggShopCopies}}`) the page writes through Intl in
 *   its language;
 * - `noteDates`: each placeholder's ISO 8601 value: a day, a month, or an interval of days or of UTC times ("a/b");
 * - `noteSources`: the citations taken out of the sentence, as the research wrote them. Nothing is dropped: the
 *   record's `source` keeps what it cited before, and these stay beside it (not merged into `source`, whose dates give
 *   the data's date: a merchant list of October naming a summer egg does not make its price October's).
 * `noteDates.eggShopCopies` is the copy, or the first and last copies, of the game's egg-shop data that hold the egg:
 * shopFacts.eggSourceDate dates the egg's numbers by it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

interface PlayerNote {
  text: string;
  dates?: Record<string, string>;
  sources?: string[];
}

const SALE_WINDOW = 'on sale {{saleWindow}} (UTC)';

/** Research note (as copied) → the note a player reads. */
const PLAYER_NOTES: Readonly<Record<string, PlayerNote>> = {
  'in the egg shop in every PetEggData copy 2025-05-22 .. 2025-08-30; still in community auto-buy egg lists of late 2025/2026 (stored files 32807857404, 62519479388)':
    {
      text: "in the egg shop in every copy of the game's egg-shop data, {{eggShopCopies}}; still in community auto-buy egg lists of late 2025/2026",
      dates: { eggShopCopies: '2025-05-22/2025-08-30' },
      sources: ['stored files 32807857404, 62519479388 (community auto-buy egg lists of late 2025/2026)'],
    },
  'in PetEggData copies 2025-06-21 .. 2025-08-25; removed from the egg shop in the 2025-08-30 copy': {
    text: "in the copies of the game's egg-shop data of {{eggShopCopies}}; removed from the egg shop in the copy of {{removedFromEggShop}}",
    dates: { eggShopCopies: '2025-06-21/2025-08-25', removedFromEggShop: '2025-08-30' },
  },
  'bought in the Pet Egg Shop during the Summer update; later copies list it in Traveling Merchant stock (Synergy-Networks/products MerchantStock.lua 2025-10-18, names only)':
    {
      text: "bought in the Pet Egg Shop during the Summer update; a later copy of the game's data ({{merchantStockCopy}}) lists it in Traveling Merchant stock, by name only",
      dates: { merchantStockCopy: '2025-10-18' },
      sources: ['Synergy-Networks/products MerchantStock.lua 2025-10-18'],
    },
  'egg shop (2025-06-28 copy, 30,000,000 Sheckles); Honey event shop 18 Honey (EventStock f1cbaae 2025-06-07, StockChance 7); Honey Traveling Merchant 18 Honey (MerchantStock 00cc1c5 2025-07-21)':
    {
      text: 'egg shop (game data of {{eggShopCopies}}, 30,000,000 Sheckles); Honey event shop 18 Honey (game data of {{eventStockCopies}}, StockChance 7); Honey Traveling Merchant 18 Honey (game data of {{merchantStockCopy}})',
      dates: { eggShopCopies: '2025-06-28', eventStockCopies: '2025-06-07', merchantStockCopy: '2025-07-21' },
      sources: ['EventStock f1cbaae 2025-06-07', 'MerchantStock 00cc1c5 2025-07-21'],
    },
  'Summer Harvest event shop, 10 Summer Coins, StockChance 8 (EventStock 6bd015a, 2025-06-28)': {
    text: 'Summer Harvest event shop, 10 Summer Coins, StockChance 8 (game data of {{eventStockCopies}})',
    dates: { eventStockCopies: '2025-06-28' },
    sources: ['EventStock 6bd015a, 2025-06-28'],
  },
  'Zen event shop, 30 Chi, StockChance 10 then 8 (EventStock 422733e 2025-07-21, ab98b3a 2025-07-27; game EventShopData Jul 2025)': {
    text: "Zen event shop, 30 Chi, StockChance 10 then 8 (game data of {{eventStockCopies}}; the game's event-shop data of {{eventShopData}})",
    dates: { eventStockCopies: '2025-07-21/2025-07-27', eventShopData: '2025-07' },
    sources: ['EventStock 422733e 2025-07-21, ab98b3a 2025-07-27', 'game EventShopData Jul 2025'],
  },
  'event shop, StockChance 8 (EventStock 3876b34 2025-08-16, b7483d2 2025-08-24)': {
    text: 'event shop, StockChance 8 (game data of {{eventStockCopies}})',
    dates: { eventStockCopies: '2025-08-16/2025-08-24' },
    sources: ['EventStock 3876b34 2025-08-16, b7483d2 2025-08-24'],
  },
  'event shop, StockChance 8 (EventStock 144283b/c469b71 2025-09-06)': {
    text: 'event shop, StockChance 8 (game data of {{eventStockCopies}})',
    dates: { eventStockCopies: '2025-09-06' },
    sources: ['EventStock 144283b/c469b71 2025-09-06'],
  },
  'Fall event shop, StockChance 1 (EventStock 447f1c1 2025-09-13, 8ff2290 2025-09-20); fan guide: unlocked by default, shop restocks on each Fall Bloom (allthings.how/grow-a-gardens-fall-pet-shop-prices-unlocks-and-the-best-buys); later names it in Traveling Merchant stock (MerchantStock 5f40da4 2025-10-18)':
    {
      text: "Fall event shop, StockChance 1 (game data of {{eventStockCopies}}); fan guide: unlocked by default, shop restocks on each Fall Bloom (allthings.how/grow-a-gardens-fall-pet-shop-prices-unlocks-and-the-best-buys); a later copy of the game's data ({{merchantStockCopy}}) names it in Traveling Merchant stock",
      dates: { eventStockCopies: '2025-09-13/2025-09-20', merchantStockCopy: '2025-10-18' },
      sources: ['EventStock 447f1c1 2025-09-13, 8ff2290 2025-09-20', 'MerchantStock 5f40da4 2025-10-18'],
    },
  'Halloween shop, StockChance 1, stock 1-3 (EventStock a6fbe43 2025-10-11 .. b41b74b 2025-10-18)': {
    text: 'Halloween shop, StockChance 1, stock 1-3 (game data of {{eventStockCopies}})',
    dates: { eventStockCopies: '2025-10-11/2025-10-18' },
    sources: ['EventStock a6fbe43 2025-10-11 .. b41b74b 2025-10-18'],
  },
  'egg-shop item in community auto-buy lists (stored files 32807857404 ~Dec 2025, 62519479388, 70069522136); Seed Stages event reward Sep 27-Oct 11 2025 (spot.monster/?p=37924)':
    {
      text: 'egg-shop item in community auto-buy lists (one of them from about {{autoBuyList}}); Seed Stages event reward, {{seedStagesEvent}}',
      dates: { autoBuyList: '2025-12', seedStagesEvent: '2025-09-27/2025-10-11' },
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
      text: "Cooking event (2025; a community script calls it the 'Cooking & Trading Event update'); exact source and price unknown",
      sources: ['stored file 19616664244 (community script, event name)'],
    },
  'on sale 2025-12-27T18:00Z to 2026-01-10T18:00Z (UTC)': {
    text: SALE_WINDOW,
    dates: { saleWindow: '2025-12-27T18:00Z/2026-01-10T18:00Z' },
  },
  'on sale 2026-01-03T18:00Z to 2026-01-17T18:00Z (UTC)': {
    text: SALE_WINDOW,
    dates: { saleWindow: '2026-01-03T18:00Z/2026-01-17T18:00Z' },
  },
  'on sale 2026-01-17T18:00Z to 2026-01-24T18:00Z (UTC)': {
    text: SALE_WINDOW,
    dates: { saleWindow: '2026-01-17T18:00Z/2026-01-24T18:00Z' },
  },
  'on sale 2026-04-03T00:00Z to 2026-04-25T19:00Z (UTC)': {
    text: SALE_WINDOW,
    dates: { saleWindow: '2026-04-03T00:00Z/2026-04-25T19:00Z' },
  },
  'on sale 2026-04-18T15:00Z to 2026-04-25T15:00Z (UTC)': {
    text: SALE_WINDOW,
    dates: { saleWindow: '2026-04-18T15:00Z/2026-04-25T15:00Z' },
  },
  // A fan page's address is a citation too: the sentence keeps what the page says.
  'crafting/event (Bee event, Jun-Jul 2025); a premium Robux version exists; fan page gives 149 Robux for the premium copy (growagardenhelp.com/pets)':
    {
      text: 'crafting/event (Bee event, Jun-Jul 2025); a premium Robux version exists; fan page gives 149 Robux for the premium copy',
      sources: ['growagardenhelp.com/pets (fan page)'],
    },
  'Night/Blood Moon event: Night quest reward (game NightQuestRewardData, Jul 2025); fan page: 25,000,000 Sheckles in the Blood Moon shop, 50,000,000 in the Twilight shop (growagardenhelp.com/pets)':
    {
      text: "Night/Blood Moon event: Night quest reward (the game's quest-reward data of {{questRewardData}}); fan page: 25,000,000 Sheckles in the Blood Moon shop, 50,000,000 in the Twilight shop",
      dates: { questRewardData: '2025-07' },
      sources: ['game NightQuestRewardData, Jul 2025', 'growagardenhelp.com/pets (fan page)'],
    },
  // A game table's code name is a citation as well: the sentence says what the table is.
  "Prehistoric/Dino event (DNA Machine rewards; game DinoMachineData mentions 'new egg from DNA Machine'); exact price unknown": {
    text: "Prehistoric/Dino event (DNA Machine rewards; the game's DNA Machine data mentions 'new egg from DNA Machine'); exact price unknown",
    sources: ['game DinoMachineData'],
  },
  'Robux egg; fan pages say 199 Robux (robloxtutorial.com/grow-garden/pets)': {
    text: 'Robux egg; fan pages say 199 Robux',
    sources: ['robloxtutorial.com/grow-garden/pets (fan page)'],
  },
  'Robux (limited) version of Bug Egg; fan page says 199 Robux (techwiser.com/roblox-grow-a-garden-all-pets-and-how-to-get-them)': {
    text: 'Robux (limited) version of Bug Egg; fan page says 199 Robux',
    sources: ['techwiser.com/roblox-grow-a-garden-all-pets-and-how-to-get-them (fan page)'],
  },
  // "Z" is UTC: the chest's window is said as the eggs' are.
  'on sale 2026-01-24T18:00Z to 2026-02-07T18:00Z': { text: SALE_WINDOW, dates: { saleWindow: '2026-01-24T18:00Z/2026-02-07T18:00Z' } },
};

/**
 * Weathers the research names by a description because the game's name for them is not known (`internalName` null and
 * no name in the game's lists): the event it belongs to as the game writes it, and the month.
 */
const DESCRIBED_WEATHERS: Readonly<Record<string, { event: string; month: string }>> = {
  'Christmas Harvest winter weather (Dec 2025)': { event: 'Christmas Harvest', month: '2025-12' },
};

const NOTE_FIELDS = ['soldIn', 'obtain', 'availability'] as const;

type Egg = Record<string, unknown> & Partial<Record<(typeof NOTE_FIELDS)[number], string | null>>;

/** The egg with its notes rewritten, `noteDates` and `noteSources` placed after its notes. */
export function withPlayerNotes(egg: Egg): Egg {
  const dates: Record<string, string> = { ...(egg.noteDates as Record<string, string> | undefined) };
  const sources: string[] = [...((egg.noteSources as string[] | undefined) ?? [])];
  const rewritten: Egg = { ...egg };
  for (const field of NOTE_FIELDS) {
    const note = PLAYER_NOTES[egg[field] ?? ''];
    if (note === undefined) continue;
    rewritten[field] = note.text;
    Object.assign(dates, note.dates);
    sources.push(...(note.sources ?? []).map((source) => `${field}: ${source}`));
  }
  const entries = Object.entries(rewritten).filter(([key]) => key !== 'noteDates' && key !== 'noteSources');
  const at = entries.findIndex(([key]) => key === 'availability') + 1;
  const added: [string, unknown][] = [];
  if (Object.keys(dates).length > 0) added.push(['noteDates', dates]);
  if (sources.length > 0) added.push(['noteSources', [...new Set(sources)]]);
  return Object.fromEntries([...entries.slice(0, at), ...added, ...entries.slice(at)]);
}

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
  rewrite('weather.json', withDescription);
}
