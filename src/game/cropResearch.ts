/*
 * What the research says of a crop beside its numbers, as a crop page quotes it: where the community wiki gives other
 * numbers than the game's files (the `notes` of data/crops.json), which the site uses, and its sentence on where the
 * crop comes from. Read at build time only: the browser's copy of the data leaves the remarks out
 * (scripts/browserGameData.ts), and code in the crop table's chunk would be bytes every offline worker keeps, so lint
 * keeps the browser's code from importing it.
 */
import cropsJson from './data/crops.json' with { type: 'json' };
import { NO_VALUES, type PlayerNote } from './noteValues';
import type { ChangelogEntry, CropRecord } from './schema';
import type { CropOrigin } from './types';

/** The numbers the community wiki gives a crop, where they differ from the game's files. */
export interface WikiNumbers {
  readonly baseWeight: number;
  readonly baseValue: number;
}

/**
 * "CONFLICT: wiki lists average 3.0 kg / 7500; newest game module has …", wherever it stands in the remarks; a remark
 * that says "CONFLICT: wiki lists" in another form is a fault in the data (the tests read every crop's).
 */
const WIKI_CONFLICT = /CONFLICT: wiki lists average ([\d.]+) kg \/ (\d+);/;

/** The wiki's numbers a crop's remark names as differing from the game's files; null where it names none. */
export function wikiNumbersOf(notes: string | null): WikiNumbers | null {
  const match = WIKI_CONFLICT.exec(notes ?? '');
  return match ? { baseWeight: Number(match[1]), baseValue: Number(match[2]) } : null;
}

const notesById = new Map((cropsJson as readonly Pick<CropRecord, 'id' | 'notes'>[]).map((record) => [record.id, record.notes]));

/** The community wiki's numbers for the crop `cropId`, where they differ from the game's files (wikiNumbersOf). */
export function wikiNumbers(cropId: string): WikiNumbers | null {
  return wikiNumbersOf(notesById.get(cropId) ?? null);
}

/**
 * The day the game's files stopped holding the wiki's numbers, where they did since the first export: the date of the
 * last change whose numbers before it are the wiki's (Glowpod: 7,500 until 2025-09-06). Null where no export held them.
 */
export function wikiNumbersUntil(wiki: WikiNumbers, changes: readonly Pick<ChangelogEntry, 'change' | 'date' | 'before'>[]): string | null {
  const dates = changes
    .filter((each) => each.change === 'changed' && each.before?.baseValue === wiki.baseValue && each.before.baseWeight === wiki.baseWeight)
    .map((each) => each.date);
  // ISO dates sort as text; the last change wins, whatever order the changes come in.
  return dates.length === 0 ? null : dates.reduce((last, date) => (date > last ? date : last));
}

/*
 * The research's sentences on where a crop comes from that carry its citations (a source's key in capitals: "per
 * RATLIST", "(CRAFT)") or a value typed into the sentence (a month, a year, a price, a chance). A page quotes each as a
 * player reads it, as scripts/shop-player-notes.ts does for the egg notes and mutationResearch.ts for the mutation
 * notes: the sentence without its citations (the crop's `origin` in the data keeps them), each value a {{placeholder}}
 * given once here and written by the build in each language (src/lib/localizedProse.ts). A sentence not listed is
 * quoted as the research wrote it; the tests fail on one that carries a citation or a typed value.
 */
const PLAYER_NOTES: Readonly<Record<string, PlayerNote>> = {
  'Christmas 2025: sold in the Seed Shop during the Christmas Harvest event': {
    text: 'Christmas {{year}}: sold in the Seed Shop during the Christmas Harvest event',
    values: { year: '2025' },
  },
  'Summer Harvest event shop (Summer Coins, Jun-Jul 2025)': {
    text: 'Summer Harvest event shop (Summer Coins, {{months}})',
    values: { months: '2025-06/2025-07' },
  },
  'Honey event shop (Honey currency, Jun 2025)': { text: 'Honey event shop (Honey currency, {{month}})', values: { month: '2025-06' } },
  'Seed pack: Zen Seed Pack — Zen event 2025 (pack sold in the Zen event shop for Chi)': {
    text: 'Seed pack: Zen Seed Pack — Zen event {{year}} (pack sold in the Zen event shop for Chi)',
    values: { year: '2025' },
  },
  'Zen event shop (Chi, Jul 2025)': { text: 'Zen event shop (Chi, {{month}})', values: { month: '2025-07' } },
  'Zen event: Corrupt Channeller reward (4.35%)': {
    text: 'Zen event: Corrupt Channeller reward ({{chance}})',
    values: { chance: { percent: 4.35 } },
  },
  'Seed pack: Kitsune Chest — Zen event 2025 chest': {
    text: 'Seed pack: Kitsune Chest — Zen event {{year}} chest',
    values: { year: '2025' },
  },
  'Seed pack: Gourmet Seed Pack — Cooking event 2025 pack': {
    text: 'Seed pack: Gourmet Seed Pack — Cooking event {{year}} pack',
    values: { year: '2025' },
  },
  'Seed pack: Culinarian Chest — Cooking event 2025 chest (also a Rat Connoisseur reward per RATLIST)': {
    text: 'Seed pack: Culinarian Chest — Cooking event {{year}} chest (also a Rat Connoisseur reward)',
    values: { year: '2025' },
  },
  'Seed pack: Sprout Seed Pack — Giant Beanstalk/Sprout event 2025 (sold in the event shop, EVENTSTOCK)': {
    text: 'Seed pack: Sprout Seed Pack — Giant Beanstalk/Sprout event {{year}} (sold in the event shop)',
    values: { year: '2025' },
  },
  'Giant Beanstalk/Sprout event shop (Sheckles, Aug 2025); also craftable at the seed workbench (CRAFT)': {
    text: 'Giant Beanstalk/Sprout event shop (Sheckles, {{month}}); also craftable at the seed workbench',
    values: { month: '2025-08' },
  },
  'Giant Beanstalk/Sprout event shop (Sheckles, Aug 2025)': {
    text: 'Giant Beanstalk/Sprout event shop (Sheckles, {{month}})',
    values: { month: '2025-08' },
  },
  'Seed pack: Skyroot Chest — Giant Beanstalk/Sprout event 2025 (sold in the event shop and crafted at the beanstalk workbench)': {
    text: 'Seed pack: Skyroot Chest — Giant Beanstalk/Sprout event {{year}} (sold in the event shop and crafted at the beanstalk workbench)',
    values: { year: '2025' },
  },
  'Giant Beanstalk/Sprout event shop (Sheckles, level-locked, Aug 2025)': {
    text: 'Giant Beanstalk/Sprout event shop (Sheckles, level-locked, {{month}})',
    values: { month: '2025-08' },
  },
  'Seed pack: Enchanted Seed Pack — Fairy/Enchanted event 2025 (Fairy Points shop and fairy workbench)': {
    text: 'Seed pack: Enchanted Seed Pack — Fairy/Enchanted event {{year}} (Fairy Points shop and fairy workbench)',
    values: { year: '2025' },
  },
  'Seed pack: Enchanted Chest — Fairy/Enchanted event 2025 (Fairy Points shop and fairy workbench)': {
    text: 'Seed pack: Enchanted Chest — Fairy/Enchanted event {{year}} (Fairy Points shop and fairy workbench)',
    values: { year: '2025' },
  },
  'Fairy/Enchanted event shop (Fairy Points, Sep 2025)': {
    text: 'Fairy/Enchanted event shop (Fairy Points, {{month}})',
    values: { month: '2025-09' },
  },
  'Fall event shop (Sheckles, Sep 2025)': { text: 'Fall event shop (Sheckles, {{month}})', values: { month: '2025-09' } },
  'Seed pack: Fall Seed Pack — Fall event 2025 (sold in the Fall event shop)': {
    text: 'Seed pack: Fall Seed Pack — Fall event {{year}} (sold in the Fall event shop)',
    values: { year: '2025' },
  },
  'Evo seed stock (Sheckles, Sep 2025)': { text: 'Evo seed stock (Sheckles, {{month}})', values: { month: '2025-09' } },
  'Crafting: crafted at the seed workbench (30M Sheckles)': {
    text: 'Crafting: crafted at the seed workbench ({{price}} Sheckles)',
    values: { price: { amount: 30000000 } },
  },
  'Crafting: crafted at the seed workbench (70M Sheckles)': {
    text: 'Crafting: crafted at the seed workbench ({{price}} Sheckles)',
    values: { price: { amount: 70000000 } },
  },
  'Crafting: crafted at the seed workbench (100M Sheckles)': {
    text: 'Crafting: crafted at the seed workbench ({{price}} Sheckles)',
    values: { price: { amount: 100000000 } },
  },
  "Halloween event shop 'Spooky Seeds' (Candy Corn, Oct 2025)": {
    text: "Halloween event shop 'Spooky Seeds' (Candy Corn, {{month}})",
    values: { month: '2025-10' },
  },
  'Halloween event 2025 (wiki crop group; game trait Spooky)': {
    text: 'Halloween event {{year}} (wiki crop group; game trait Spooky)',
    values: { year: '2025' },
  },
  'Seed pack: Spooky Chest — Halloween event 2025 chest': {
    text: 'Seed pack: Spooky Chest — Halloween event {{year}} chest',
    values: { year: '2025' },
  },
  "Smithing event (Nov 2025): seed crafting station (listed as 'Luminous Bloom')": {
    text: "Smithing event ({{month}}): seed crafting station (listed as 'Luminous Bloom')",
    values: { month: '2025-11' },
  },
  'Smithing event (Nov 2025): seed crafting station': {
    text: 'Smithing event ({{month}}): seed crafting station',
    values: { month: '2025-11' },
  },
  "Seed pack: Santa's Surprise Present — Christmas Harvest event 2025 present": {
    text: "Seed pack: Santa's Surprise Present — Christmas Harvest event {{year}} present",
    values: { year: '2025' },
  },
  'Christmas Harvest 2025: final Advent Calendar reward': {
    text: 'Christmas Harvest {{year}}: final Advent Calendar reward',
    values: { year: '2025' },
  },
  'Seed pack: Holiday Seed Pack — Christmas 2025; a fan guide (HOLIDAY) says it is a Season 3 pass reward/pass-shop item': {
    text: 'Seed pack: Holiday Seed Pack — Christmas {{year}}; a fan guide says it is a Season 3 pass reward/pass-shop item',
    values: { year: '2025' },
  },
  'Seed pack: Common Gift / Rare Gift — Christmas 2025 gifts': {
    text: 'Seed pack: Common Gift / Rare Gift — Christmas {{year}} gifts',
    values: { year: '2025' },
  },
  'Seed pack: Mythical Gift / Gold Gift — Christmas 2025 gifts': {
    text: 'Seed pack: Mythical Gift / Gold Gift — Christmas {{year}} gifts',
    values: { year: '2025' },
  },
  'Seed pack: Gold Gift / Rainbow Gift — Christmas 2025 gifts': {
    text: 'Seed pack: Gold Gift / Rainbow Gift — Christmas {{year}} gifts',
    values: { year: '2025' },
  },
  'Seed pack: Season 4 Seed Pack — Season 4 (season-pass era) pack, ~early 2026': {
    text: 'Seed pack: Season 4 Seed Pack — Season 4 (season-pass era) pack, ~early {{year}}',
    values: { year: '2026' },
  },
  'Seed pack: Season 4 Seed Pack — Season 4 (season-pass era) pack, ~early 2026; Season 4 pass reward (seed)': {
    text: 'Seed pack: Season 4 Seed Pack — Season 4 (season-pass era) pack, ~early {{year}}; Season 4 pass reward (seed)',
    values: { year: '2026' },
  },
  'Seed pack: Easter Seed Pack (2026) — Easter 2026 pack': {
    text: 'Seed pack: Easter Seed Pack ({{year}}) — Easter {{year}} pack',
    values: { year: '2026' },
  },
  'Crafting: crafted at the seed workbench (2 Beanstalk + Zebrazinkle + Master Sprinkler + 50M Sheckles)': {
    text: 'Crafting: crafted at the seed workbench (2 Beanstalk + Zebrazinkle + Master Sprinkler + {{price}} Sheckles)',
    values: { price: { amount: 50000000 } },
  },
  'Crafting: 4 Easter Egg Melon + 10M Sheckles': {
    text: 'Crafting: 4 Easter Egg Melon + {{price}} Sheckles',
    values: { price: { amount: 10000000 } },
  },
  'Royal Jelly event shop (the Royal Jelly shop of the mid-2026 shop lists of a community macro)': {
    text: 'Royal Jelly event shop (the Royal Jelly shop of the mid-{{year}} shop lists of a community macro)',
    values: { year: '2026' },
  },
  'Season 5: Season 5 pass reward (the pass items of the mid-2026 shop lists of a community macro)': {
    text: 'Season 5: Season 5 pass reward (the pass items of the mid-{{year}} shop lists of a community macro)',
    values: { year: '2026' },
  },
  'Seed Shop (Sam), last in the seed shop of the mid-2026 shop lists of a community macro': {
    text: 'Seed Shop (Sam), last in the seed shop of the mid-{{year}} shop lists of a community macro',
    values: { year: '2026' },
  },
  'Honey event shop (the Honey seed shop of the mid-2026 shop lists of a community macro)': {
    text: 'Honey event shop (the Honey seed shop of the mid-{{year}} shop lists of a community macro)',
    values: { year: '2026' },
  },
};

/**
 * The research's sentence on where a crop comes from, as a crop page quotes it (PLAYER_NOTES); null for an origin only
 * the crop's category or a theme gives, for a sentence that names no more than the seed pack or NPC the origin fact
 * already names ("Seed pack: Gem Chest"), and for one that adds only the Seed Shop's price, which the page gives with
 * the shop's data ("Seed Shop (listed at 100B Sheckles in the Oct 2025 shop data)").
 */
export function originNote(origin: CropOrigin): PlayerNote | null {
  // A themed crop's sentence only guesses at a source ("probably an event shop"), which is not one (ORIGIN_RULES).
  if (origin.kind === 'category' || origin.kind === 'theme') return null;
  const { description } = origin;
  const namesOnlyItsPlace =
    origin.place !== null && (description === `Seed pack: ${origin.place}` || description === `NPC reward: ${origin.place}`);
  const addsOnlyTheShopPrice = /^Seed Shop \(listed at [^()]*\)$/.test(description);
  if (namesOnlyItsPlace || addsOnlyTheShopPrice) return null;
  return Object.hasOwn(PLAYER_NOTES, description) ? PLAYER_NOTES[description]! : { text: description, values: NO_VALUES };
}
