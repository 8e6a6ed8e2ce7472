/*
 * How a fruit gets each mutation (data/mutation-sources.json, provenance in data/SOURCES.md). A module of its own,
 * loaded only by the mutation pages: the file is large next to the engine. The research remarks (`notes`) and the
 * source list are English working notes, so they are not passed on to the UI.
 */
import { getMutation, mutations } from './data';
import sourcesFile from './data/mutation-sources.json' with { type: 'json' };
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

// Validated against MutationSourcesFileSchema at build and test time (every mutation has an entry).
const records = sourcesFile as readonly MutationSourceRecord[];

const UNKNOWN: MutationSource = Object.freeze({ obtainedBy: Object.freeze([]), confidence: 'none' });

const sourceById: ReadonlyMap<string, MutationSource> = new Map(
  records.map((record) => [
    record.id,
    Object.freeze({
      obtainedBy: Object.freeze(record.obtainedBy.map(({ kind, name }) => Object.freeze({ kind, name }))),
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
