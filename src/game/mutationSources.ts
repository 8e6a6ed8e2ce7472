/*
 * How a fruit gets each mutation (data/mutation-sources.json, provenance in data/SOURCES.md). A module of its own,
 * loaded only by the mutation pages: the file is large next to the engine. The research remarks (`notes`) and the
 * source list are English working notes, so they are not passed on to the UI.
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

/**
 * Whether the research marks which mutation `way` gives as disputed ("CONFLICT: a community script says Acid Rain
 * gives Toxic"): sources disagree, so the mutations it is said to give are alternatives, not all given.
 */
export function isDisputedWay(mutationId: string, way: string): boolean {
  const notes = records.find((record) => record.id === mutationId)?.notes ?? '';
  return /^CONFLICT:/.test(notes) && notes.includes(way);
}

/**
 * Other mutations a fruit gets the same way (the same weather, event, pet, gear or admin event), most shared ways
 * first, then in data order. Fusions are left out: the fusion rules say more about those.
 */
export function mutationsObtainedAlike(mutationId: string): string[] {
  const ways = new Set(
    mutationSourceOf(mutationId)
      .obtainedBy.filter((way) => way.kind !== 'fusion')
      .map((way) => `${way.kind}:${way.name}`),
  );
  if (ways.size === 0) return [];
  return mutations
    .filter((mutation) => mutation.id !== mutationId)
    .map(({ id }, index) => ({
      id,
      index,
      shared: (sourceById.get(id)?.obtainedBy ?? []).filter((way) => ways.has(`${way.kind}:${way.name}`)).length,
    }))
    .filter((entry) => entry.shared > 0)
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .map((entry) => entry.id);
}
