/*
 * How a fruit gets each mutation (data/mutation-sources.json, provenance in data/SOURCES.md). A module of its own: the
 * file is large next to the engine. The wiki's pages read it at build time; in the browser, only Max mutation's message
 * (which set mutations have no known way). The source list stays out of the UI; what the research's remarks (`notes`)
 * say is read at build time only (mutationResearch.ts), as the browser's copy of the data leaves them out
 * (scripts/browserGameData.ts).
 */
import sourcesFile from './data/mutation-sources.json' with { type: 'json' };
import { getMutation } from './mutationData';
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

/** A way's name as the pages show it: the game's name of an event the research describes. */
export const gameNameOfWay = (name: string): string => GAME_NAME_OF_DESCRIBED_WAY[name] ?? name;

/**
 * The research's records as the file holds them (in the browser, without the remarks). Validated against
 * MutationSourcesFileSchema at build and test time: every mutation has an entry.
 */
export const mutationSourceRecords = sourcesFile as readonly MutationSourceRecord[];

const UNKNOWN: MutationSource = Object.freeze({ obtainedBy: Object.freeze([]), confidence: 'none' });

const sourceById: ReadonlyMap<string, MutationSource> = new Map(
  mutationSourceRecords.map((record) => [
    record.id,
    Object.freeze({
      obtainedBy: Object.freeze(record.obtainedBy.map(({ kind, name }) => Object.freeze({ kind, name: gameNameOfWay(name) }))),
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
