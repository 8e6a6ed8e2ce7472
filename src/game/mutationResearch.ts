/*
 * What the research says around how a fruit gets each mutation, beyond the ways themselves (mutationSources.ts): which
 * ways sources dispute, which mutations a fruit gets alike, and the research's remarks (the `notes` of
 * data/mutation-sources.json), each as a player reads it. Read at build time only: the browser's copy of the data leaves
 * the remarks out (scripts/browserGameData.ts), so lint keeps the browser's code from importing this module, and a page
 * quotes the remarks in its language (src/ui/ResearchNote.tsx).
 */
import { getMutation, mutations } from './mutationData';
import { gameNameOfWay, mutationSourceRecords as records } from './mutationSources';
import { NO_VALUES, type PlayerNote } from './noteValues';
import { quoteResearch } from './researchQuote';
import type { MutationSourceRecord } from './schema';

/** The research's record of a mutation, if it has one; throws for an id that is no mutation. */
function recordOf(mutationId: string): MutationSourceRecord | undefined {
  getMutation(mutationId);
  return records.find((record) => record.id === mutationId);
}

/**
 * Whether the research marks which mutation `way` gives as disputed ("CONFLICT: a community script says Acid Rain
 * gives Toxic"): sources disagree, so the mutations it is said to give are alternatives, not all given.
 */
export function isDisputedWay(mutationId: string, way: string): boolean {
  const notes = records.find((record) => record.id === mutationId)?.notes ?? '';
  return /^CONFLICT:/.test(notes) && notes.includes(way);
}

type ResearchedWay = MutationSourceRecord['obtainedBy'][number];

const wayKey = (way: ResearchedWay) => `${way.kind}:${gameNameOfWay(way.name)}`;

/**
 * The ways (`kind:name`) a fruit gets the mutation by that it shares with other mutations: fusions are left out (the
 * fusion rules say more about those), and so are disputed ways, whose mutations are alternatives, not given alike.
 */
function waysShared(record: MutationSourceRecord): string[] {
  return record.obtainedBy.filter((way) => way.kind !== 'fusion' && !isDisputedWay(record.id, way.name)).map(wayKey);
}

/**
 * Other mutations a fruit gets the same way (the same weather, event, pet, gear or admin event), most shared ways
 * first, then in data order.
 */
export function mutationsObtainedAlike(mutationId: string): string[] {
  const record = recordOf(mutationId);
  const ways = new Set(record ? waysShared(record) : []);
  if (ways.size === 0) return [];
  const recordById = new Map(records.map((each) => [each.id, each]));
  return mutations
    .filter((mutation) => mutation.id !== mutationId)
    .map(({ id }, index) => {
      const other = recordById.get(id);
      return { id, index, shared: other ? waysShared(other).filter((way) => ways.has(way)).length : 0 };
    })
    .filter((entry) => entry.shared > 0)
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .map((entry) => entry.id);
}

/**
 * The other mutations the sources say the disputed `way` gives instead of this one (none for a way not disputed): they
 * disagree on which one it gives.
 */
function disputedAlternatives(mutationId: string, way: ResearchedWay): string[] {
  if (!isDisputedWay(mutationId, way.name)) return [];
  return records
    .filter((other) => other.id !== mutationId && isDisputedWay(other.id, way.name))
    .filter((other) => other.obtainedBy.some((each) => wayKey(each) === wayKey(way)))
    .map((other) => other.id);
}

/** What two entries' remarks (Moonbled's, Brewed's) tell a player alike. */
const FIRST_NAMED_AT_HALLOWEEN: PlayerNote = { text: 'A community list first named it during the Halloween event.', values: NO_VALUES };

/*
 * A note as a player reads it is the research's sentence through quoteResearch (researchQuote.ts): its citation keys
 * dropped ("(CRAFT)"; the entry's `sources` keep them), each value it types a {{placeholder}} the build writes in each
 * language. This table holds only the notes that reading does not give as a player should read them (a test fails on
 * an entry it gives, another on a quoted note that keeps a citation):
 * - notes reworded: the research's bookkeeping is more than a key ("description:", "No source found", "(MANUAL, names
 *   only)", a stored file's id, a file name, a code name such as "game PetList"), or the sentence takes the site's
 *   typography (“ ” and ’ where the research types " and '), which the crop origins the reader also quotes do not;
 * - notes whose value a name says better than its kind (what a date dates: {{contentUpdate}}, {{transcript}}), or
 *   whose value the reader leaves in the words (an ISO day);
 * - null: notes that tell a player nothing the page does not already say (a first-listed date the infobox gives, a
 *   fusion the rules section words, a dispute the page says from the data) or nothing about how a fruit gets the
 *   mutation (a multiplier a fan list disputes).
 */
export const PLAYER_NOTES: Readonly<Record<string, PlayerNote | null>> = {
  // Ways
  'description: shocks a fruit; craftable at the gear workbench (CRAFT)': {
    text: 'shocks a fruit, says the game’s description; craftable at the gear workbench',
    values: NO_VALUES,
  },
  'description: pollinates a fruit; crafted for 25 Honey (CRAFT)': {
    text: 'pollinates a fruit, says the game’s description; crafted for {{price}} Honey',
    values: { price: { amount: 25 } },
  },
  'sold in the Fairy event shop for Fairy Points (Sep 2025)': {
    text: 'sold in the Fairy event shop for Fairy Points in {{fairyEventShop}}',
    values: { fairyEventShop: '2025-09' },
  },
  'sold in the Summer event shop (EVENTSTOCK, Jun 2025)': {
    text: 'sold in the Summer event shop, according to the game’s data of {{eventStockCopy}}',
    values: { eventStockCopy: '2025-06' },
  },
  'sold in the Honey event shop (EVENTSTOCK, Jun 2025) and by the Honey Traveling Merchant (MERCHANT)': {
    text: 'sold by the Honey Traveling Merchant, and in the Honey event shop according to the game’s data of {{eventStockCopy}}',
    values: { eventStockCopy: '2025-06' },
  },
  'the game server-event list calls it "Chicken Rain" (MANUAL); wiki says admin event': {
    text: 'the game’s server-event list calls it “Chicken Rain”; the wiki says it is an admin event',
    values: NO_VALUES,
  },
  'the game server-event list has a "Radioactive Carrot" event (MANUAL)': {
    text: 'the game’s server-event list has a “Radioactive Carrot” event',
    values: NO_VALUES,
  },
  'fruit gets Moonbeam during the Harvest Moon weather (official announcement as summarised by a fan page, stored file 57876489133)': {
    text: 'from the official announcement, as a fan page sums it up',
    values: NO_VALUES,
  },
  // Entries
  'pets.json says Pterodactyl "may add Twisted", but the game PetList and the 2026 pet transcript only mention Windstruck for Pterodactyl.':
    {
      text: 'This site’s pet data says Pterodactyl “may add Twisted”, but the game’s pet list and a {{transcript}} transcript of pet abilities only mention Windstruck for Pterodactyl.',
      values: { transcript: '2026' },
    },
  'Halloween 2025 mutation (name first listed 2025-10-11, MANUAL).': { text: 'A Halloween {{event}} mutation.', values: { event: '2025' } },
  'Name first listed 2025-08-02 (MANUAL).': null,
  'Component of Fractured = Glitched + Plasma. Name first listed 2025-08-23 (MANUAL).': null,
  'One community script (EMOCII) adds an "Extinction" weather (unconfirmed).': {
    text: 'One community script adds an “Extinction” weather (unconfirmed).',
    values: NO_VALUES,
  },
  'Multiplier: game MutationHandler 25; a 2026 fan list shows 1 (see new-mutations-2026.json).': null,
  'The developer pet Radioactive Stegosaurus is tagged "Applies Plant Mutations" (FANPET) but has no description.': {
    text: 'A fan pet database tags the developer pet Radioactive Stegosaurus “Applies Plant Mutations”, with no description.',
    values: NO_VALUES,
  },
  'CONFLICT: a fan weather table (FDAY) says Acid Rain gives Acidic instead.': null,
  'CONFLICT: a community script (EMOCII) says Acid Rain gives Toxic.': null,
  'The game server-event list also has events named "Oil" and "Boil" (MANUAL, names only).': {
    text: 'The game’s server-event list also has events named “Oil” and “Boil” (names only).',
    values: NO_VALUES,
  },
  'The Football pet\'s ability is also called "Touchdown" but gives Sheckles or a Watering Can, not the mutation (PETLIST).': {
    text: 'The Football pet’s ability is also called “Touchdown”, but the game’s pet list says it gives Sheckles or a Watering Can, not the mutation.',
    values: NO_VALUES,
  },
  'The Nov-2025 game PetList copy only describes Rhino/Rainbow Rhino ramming eggs; the 2026 text adds plants.': {
    text: 'The game’s pet list of {{petListCopy}} only describes Rhino and Rainbow Rhino ramming eggs; the {{transcript}} text adds plants.',
    values: { petListCopy: '2025-11', transcript: '2026' },
  },
  'The 2026 pet transcript says the Blue Whale "summons the Whale Waters weather" and is tagged "Applies Plant Mutations", without naming the mutation.':
    {
      text: 'A {{transcript}} transcript of pet abilities says the Blue Whale “summons the Whale Waters weather” and tags it “Applies Plant Mutations”, without naming the mutation.',
      values: { transcript: '2026' },
    },
  'Harvest Moon event (2026-08-01); fruit with it sells for Moon Coins.': {
    text: 'Harvest Moon event ({{harvestMoonEvent}}); fruit with it sells for Moon Coins.',
    values: { harvestMoonEvent: '2026-08-01' },
  },
  // Entries whose way is not known: what is known around it, without the research's bookkeeping ("No source found", the
  // day a community list first named it, a fusion or chain the rules section words).
  'No source found.': null,
  'No source found (component of Extraterrestrial = Alienlike + Alienated).': null,
  'No source found (component of Umbral = Blight + Pestilent). Name first listed 2025-10-18 (MANUAL).': null,
  'No source found (component of Grim). Name first listed 2025-10-18 (MANUAL).': null,
  'No source found (component of Sun Scorched).': null,
  'No source found (component of Riptide).': null,
  'No source found (component of Mineral).': null,
  'No source found (component of Fierywork).': null,
  'No source found. Chain BestWeeping (Desolate > Withered > Wilted). Name first listed 2025-10-18 (MANUAL).': null,
  'No source found. Name first listed 2025-09-27 (MANUAL).': null,
  'No source found. Name first listed 2025-08-16 (MANUAL).': null,
  'No source found. Name first listed 2025-10-25 (MANUAL).': null,
  'No source found. Name first appears in a community list in the week of 2025-08-23 (Giant Beanstalk event period, MANUAL); the game server-event list also has a "Beanaura" event (name only, link not confirmed).':
    {
      text: 'A community list first named it during the Giant Beanstalk event. The game’s server-event list also has a “Beanaura” event (a name only: no link to this mutation is confirmed).',
      values: NO_VALUES,
    },
  'No source found. Name first listed 2025-10-18 (Halloween event period, MANUAL).': FIRST_NAMED_AT_HALLOWEEN,
  'No source found. Name first listed 2025-10-25 (Halloween event period, MANUAL).': FIRST_NAMED_AT_HALLOWEEN,
  'No source found. Name first listed 2025-08-09 (Cooking event period, MANUAL).': {
    text: 'A community list first named it during the Cooking event.',
    values: NO_VALUES,
  },
  'No source found. Name first listed 2025-09-27 (MANUAL). Not the same as the "Gilded Choc" pet variants.': {
    text: 'Not the same as the “Gilded Choc” pet variants.',
    values: NO_VALUES,
  },
  'No source found (the community script EMOCII lists it as unknown). The game server-event list has an "Enlightenment" event (name only, link not confirmed).':
    {
      text: 'A community script also lists it as unknown. The game’s server-event list has an “Enlightenment” event (a name only: no link to this mutation is confirmed).',
      values: NO_VALUES,
    },
  'No source found. Junkbot\'s ability is named "OIL OR BOIL" but its description only mentions Oil; a server event named "Boil" exists (MANUAL, name only).':
    {
      text: 'The Junkbot’s ability is named “OIL OR BOIL”, but its description only mentions Oil. The game’s server-event list has an event named “Boil” (a name only).',
      values: NO_VALUES,
    },
  'No source found. Name first listed 2025-08-09 with Oil and Boil (MANUAL); the game server-event list has a "Junkbot Raid" event (name only).':
    {
      text: 'A community list first named it together with Oil and Boil. The game’s server-event list has a “Junkbot Raid” event (a name only).',
      values: NO_VALUES,
    },
  'No source found. Name first listed 2025-08-02 (MANUAL); the game server-event list has a "Stoplight" event (name only).': {
    text: 'The game’s server-event list has a “Stoplight” event (a name only).',
    values: NO_VALUES,
  },
  'No source found. (The Kiwi ability "Nocturnal Nursery" is about eggs, not this mutation.)': {
    text: 'The Kiwi’s ability “Nocturnal Nursery” is about eggs, not this mutation.',
    values: NO_VALUES,
  },
  'No reliable source. A low-quality 2026 fan calculator page (FANCALC) says Zebra; but the game PetList describes Zebra Stampede as a Safari-reward ability with no mutation.':
    {
      text: 'A {{fanPage}} fan calculator page of low quality says the Zebra gives it, but the game’s pet list describes the Zebra’s ability “Zebra Stampede” as giving Safari rewards, with no mutation.',
      values: { fanPage: '2026' },
    },
  'No source found. A "Charcoal Sprinkler" gear exists (Smithing event, name only).': {
    text: 'A “Charcoal Sprinkler” gear exists (Smithing event; a name only).',
    values: NO_VALUES,
  },
  'No source found. A "Geode Sprinkler" gear exists; the Geode Turtle pet turns an Advanced Sprinkler into one (FANPET), but no source says the sprinkler applies Geode.':
    {
      text: 'A “Geode Sprinkler” gear exists, and a fan pet database says the Geode Turtle turns an Advanced Sprinkler into one, but no source says the sprinkler gives Geode.',
      values: NO_VALUES,
    },
  // The game's exports confirm the multiplier since (SOURCES.md).
  'No source found (2026 mutation; multiplier 25 from a fan list).': null,
  'Appeared in the game files with the 2026-05-23 content (Astrobush, Bendbark, Pinkfruit Palm); how it is obtained not found.': {
    text: 'It came into the game’s files with the content of {{contentUpdate}} (Astrobush, Bendbark, Pinkfruit Palm).',
    values: { contentUpdate: '2026-05-23' },
  },
  'Appeared in the game files with the 2026-05-23 content; how it is obtained not found.': {
    text: 'It came into the game’s files with the content of {{contentUpdate}}.',
    values: { contentUpdate: '2026-05-23' },
  },
  'Appeared with the Campfire event content (2026-06-06); how it is obtained not found. Ember is also a pet mutation name.': {
    text: 'It came with the Campfire event’s content ({{contentUpdate}}). Ember is also the name of a pet mutation.',
    values: { contentUpdate: '2026-06-06' },
  },
  'Appeared with Campfire Part 3 (Shadow Spine, Shadow Cat, 2026-06-20); how it is obtained not found.': {
    text: 'It came with Campfire Part 3 (Shadow Spine, Shadow Cat, {{contentUpdate}}).',
    values: { contentUpdate: '2026-06-20' },
  },
  'Appeared with the ocean pets (2026-07-04); how it is obtained not found.': {
    text: 'It came with the ocean pets ({{contentUpdate}}).',
    values: { contentUpdate: '2026-07-04' },
  },
};

const playerNote = (text: string | undefined): PlayerNote | null =>
  text === undefined ? null : Object.hasOwn(PLAYER_NOTES, text) ? PLAYER_NOTES[text]! : quoteResearch(text);

export interface MutationWayNotes {
  /** The research's remark on the way: a condition, how rare it is, or what it rests on ("fan pages only"). */
  readonly note: PlayerNote | null;
  /** The other mutations the sources say this way gives instead: they disagree on which one it gives. */
  readonly alternativeIds: readonly string[];
}

export interface MutationSourceNotes {
  /** One for each way of mutationSourceOf(id).obtainedBy, in its order. */
  readonly ways: readonly MutationWayNotes[];
  /**
   * The research's remark on the whole entry. For a mutation whose way is not known, what is known around it (an event
   * of the same name, when it came into the game's files), where the research says more than that no source says.
   */
  readonly note: PlayerNote | null;
}

/** The research's remarks on how a fruit gets the mutation, each as a player reads it; throws for an unknown mutation id. */
export function mutationSourceNotes(mutationId: string): MutationSourceNotes {
  const record = recordOf(mutationId);
  if (!record) return { ways: [], note: null };
  return {
    ways: record.obtainedBy.map((way) => ({ note: playerNote(way.notes), alternativeIds: disputedAlternatives(mutationId, way) })),
    note: playerNote(record.notes),
  };
}

/**
 * What a fruit with the mutation looks like in the game, as the research describes it; null where it does not say. The
 * entry's confidence grades how a fruit gets the mutation, not the description, so none is given with it.
 */
export function mutationLook(mutationId: string): string | null {
  return recordOf(mutationId)?.visual ?? null;
}
