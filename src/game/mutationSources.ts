/*
 * How a fruit gets each mutation (data/mutation-sources.json, provenance in data/SOURCES.md). A module of its own: the
 * file is large next to the engine. The wiki's pages read it at build time; in the browser, only Max mutation's message
 * (which set mutations have no known way). The source list stays out of the UI; the research's remarks (`notes`) are
 * the build's only (mutationSourceNotes.ts): the browser's copy of the data leaves them out (scripts/browserGameData.ts),
 * so isDisputedWay, which reads them, is for the build too.
 */
import sourcesFile from './data/mutation-sources.json' with { type: 'json' };
import { getMutation, mutations } from './mutationData';
import type { MutationSourceRecord } from './schema';
import type { Confidence, MutationSourceKind } from './types';

export interface MutationObtainedBy {
  readonly kind: MutationSourceKind;
  /** The weather, event, pet, gear or admin event as the game writes it (for a fusion, the research's summary). */
  readonly name: string;
}

export interface MutationSource {
  readonly obtainedBy: readonly MutationObtainedBy[];
  /** `none` (with an empty list) when no source says how a fruit gets the mutation. */
  readonly confidence: Confidence;
}

/*
 * A few weather and admin-event entries of the research describe the event in English ("Meteor event (Meteor Strike)").
 * The pages show the kind of way in their own language and the name as the game writes it, so those entries are
 * shown by the game's name alone.
 */
const GAME_NAME_OF_DESCRIBED_WAY: Readonly<Record<string, string>> = {
  'Carrot Rocket event': 'Carrot Rocket',
  'Celebrity guest event weather (Lightning Storm)': 'Lightning Storm',
  'Meteor event (Meteor Strike)': 'Meteor Strike',
  'Money Rain (celebrity event)': 'Money Rain',
  'Floating Jandel (Jandel Float)': 'Jandel Float',
  'Laser Storm (Jandel Lazer)': 'Jandel Lazer',
  'Celebrity (Travis Kelce) event': 'Travis Kelce',
  'Christmas Harvest winter weather (Dec 2025)': 'Christmas Harvest',
  'Fried Chicken event': 'Fried Chicken',
  'Zen event "Tranquil" weather': 'Tranquil',
};

// Validated against MutationSourcesFileSchema at build and test time (every mutation has an entry).
const records = sourcesFile as readonly MutationSourceRecord[];

const UNKNOWN: MutationSource = Object.freeze({ obtainedBy: Object.freeze([]), confidence: 'none' });

const sourceById: ReadonlyMap<string, MutationSource> = new Map(
  records.map((record) => [
    record.id,
    Object.freeze({
      obtainedBy: Object.freeze(
        record.obtainedBy.map(({ kind, name }) => Object.freeze({ kind, name: GAME_NAME_OF_DESCRIBED_WAY[name] ?? name })),
      ),
      confidence: record.obtainedBy.length === 0 ? 'none' : record.confidence,
    }),
  ]),
);

/** How a fruit gets the mutation; throws for an unknown mutation id. */
export function mutationSourceOf(mutationId: string): MutationSource {
  getMutation(mutationId);
  return sourceById.get(mutationId) ?? UNKNOWN;
}

/** Of the given mutations, those no source says how a fruit gets, in the order given. */
export function withoutKnownWay(mutationIds: readonly string[]): string[] {
  return mutationIds.filter((id) => mutationSourceOf(id).obtainedBy.length === 0);
}

/**
 * Whether the research marks which mutation `way` gives as disputed ("CONFLICT: a community script says Acid Rain
 * gives Toxic"): sources disagree, so the mutations it is said to give are alternatives, not all given.
 */
export function isDisputedWay(mutationId: string, way: string): boolean {
  const notes = records.find((record) => record.id === mutationId)?.notes ?? '';
  return /^CONFLICT:/.test(notes) && notes.includes(way);
}

export type ResearchedWay = MutationSourceRecord['obtainedBy'][number];

const wayKey = (way: ResearchedWay) => `${way.kind}:${GAME_NAME_OF_DESCRIBED_WAY[way.name] ?? way.name}`;

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
  getMutation(mutationId);
  const record = records.find((each) => each.id === mutationId);
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
export function disputedAlternatives(mutationId: string, way: ResearchedWay): string[] {
  if (!isDisputedWay(mutationId, way.name)) return [];
  return records
    .filter((other) => other.id !== mutationId && isDisputedWay(other.id, way.name))
    .filter((other) => other.obtainedBy.some((each) => wayKey(each) === wayKey(way)))
    .map((other) => other.id);
}
