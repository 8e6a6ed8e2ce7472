/** The mutation pages at build time: one page per mutation, each given what the engine says of it. */
import type { Params } from 'react-router';
import { findMutation, mutationAddition, mutationConflicts, mutationRoles, mutations, reportedCropsFor, type Mutation } from '../../game';
import { getCrop } from '../../game/crops';
import { idOf } from '../../game/ids';
import { inferredCropsFor } from '../../game/mutationData';
import { mutationLook, mutationsObtainedAlike, mutationSourceNotes } from '../../game/mutationResearch';
import { mutationSourceOf } from '../../game/mutationSources';
import type { PlayerNote } from '../../game/noteValues';
import { findPet } from '../../game/pets';
import { gear, proseTranslations, weathers } from '../../game/shopData';
import { findById, weathersGiving } from '../../game/shops';
import type { MutationSourceKind } from '../../game/types';
import { localizeNote, localizeProse, type LocalizedProse } from '../../lib/localizedProse';
import { WIKI_MUTATION_PREFIX, wikiGearPath, wikiMutationPath, wikiPetPath } from '../../lib/paths';
import { mutationExamples } from './mutationExamples';
import type { MutationPageData, MutationWays, NamedCrop } from './mutationPageData';

const RELATED_MUTATIONS = 8;

/** The mutation a `/wiki/grow-a-garden-mutation-<mutation id>` slug names, or undefined for anything else. */
export function mutationFromSlug(slug: string | undefined): Mutation | undefined {
  if (!slug?.startsWith(WIKI_MUTATION_PREFIX)) return undefined;
  return findMutation(slug.slice(WIKI_MUTATION_PREFIX.length));
}

export function prerenderPaths(): string[] {
  return mutations.map((mutation) => wikiMutationPath(mutation.id));
}

/** Every mutation id anywhere in `value` (rules, previews and changes hold them in several places). */
function mutationIdsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (findMutation(value)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) mutationIdsIn(item, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) mutationIdsIn(item, found);
  }
  return found;
}

const quoted = (note: PlayerNote | null): LocalizedProse | null => localizeNote(note, proseTranslations);

/** The page of the pet or gear a way names by its game name, where the site has one. */
function pageOfWay(kind: MutationSourceKind, name: string): string | null {
  const id = idOf(name);
  if (kind === 'pet') return findPet(id) ? wikiPetPath(id) : null;
  if (kind === 'gear') return findById(gear, id) ? wikiGearPath(id) : null;
  return null;
}

/** How a fruit gets the mutation, each way with the research's remark on it, in every language it is translated to. */
function waysOf(mutationId: string): MutationWays {
  const { obtainedBy, confidence } = mutationSourceOf(mutationId);
  const notes = mutationSourceNotes(mutationId);
  return {
    ways: obtainedBy.map(({ kind, name }, index) => ({
      kind,
      name,
      note: quoted(notes.ways[index]?.note ?? null),
      alternativeIds: notes.ways[index]?.alternativeIds ?? [],
      path: pageOfWay(kind, name),
    })),
    confidence,
    note: quoted(notes.note),
  };
}

const namedCrop = (id: string): NamedCrop => ({ id, name: getCrop(id).name });

export function pageData({ slug }: Readonly<Params>): MutationPageData | null {
  const mutation = mutationFromSlug(slug);
  if (!mutation) return null;
  const roles = mutationRoles(mutation.id);
  const conflicts = mutationConflicts(mutation.id);
  const related = mutationsObtainedAlike(mutation.id).slice(0, RELATED_MUTATIONS);
  const reported = reportedCropsFor(mutation.id);
  const inferred = inferredCropsFor(mutation.id);
  const source = waysOf(mutation.id);
  const named = mutationIdsIn([mutation.id, roles, conflicts, related, source.ways.map((way) => way.alternativeIds)]);
  return {
    mutation,
    look: localizeProse(mutationLook(mutation.id), proseTranslations),
    adds: mutationAddition(mutation.id),
    roles,
    conflicts,
    source,
    restrictedTo: reported === null ? null : reported.map(namedCrop),
    inferredCrops: inferred.map(({ cropId, takenFor }) => ({ crop: namedCrop(cropId), takenFor: namedCrop(takenFor) })),
    examples: mutationExamples(mutation.id).map((example) => ({ ...example, cropName: getCrop(example.cropId).name })),
    related,
    names: Object.fromEntries([...named].map((id) => [id, findMutation(id)!.name])),
    weathers: weathersGiving(weathers, mutation.id).map(({ id, name, describedAs }) => ({ id, name, describedAs: describedAs ?? null })),
  };
}
