/*
 * Words for what the game's mutation rules do: the hint beside a mutation before it is picked, and the message once
 * it is, with the engine's names (the wording itself is mutationWording.ts). The rules themselves come from the engine
 * (previewAddMutation, resolveMutations); this only phrases them.
 */
import type { TFunction } from 'i18next';
import { getMutation, getVariant, type MaxMutationResult, type MutationChange, type MutationPreview } from '../../game';
import type { Language } from '../../i18n/languages';
import { formatList, formatMultiplier } from '../../lib/format';
import type { MutationEvent } from './mutationEdits';
import * as wording from './mutationWording';

const nameOf: wording.MutationNameOf = (id) => getMutation(id).name;

export function mutationNames(ids: readonly string[], language: Language): string {
  return wording.namesOf(ids, language, nameOf);
}

/** A crop's name by its id: a page gives its mutation picker the names of the crops restricted mutations are reported on. */
export type CropNameOf = (cropId: string) => string;

export function cropNames(cropIds: readonly string[], nameOf: CropNameOf, language: Language): string {
  return formatList(cropIds.map(nameOf), language);
}

/** A fruit's mutation changes, each clause after the other in the language's words (mutationWording.ts). */
export function describeChanges(changes: readonly MutationChange[], t: TFunction, language: Language): string {
  return wording.describeChanges(changes, t, language, nameOf);
}

export function describeLinkChanges(changes: readonly MutationChange[], t: TFunction, language: Language): string {
  return wording.describeLinkChanges(changes, t, language, nameOf);
}

/** "Game rule: Frozen replaces Chilled.": the rules behind some changes, each once. */
export function describeReasons(changes: readonly MutationChange[], t: TFunction, language: Language): string {
  return wording.describeReasons(changes, t, language, nameOf);
}

/** Short note beside a mutation that would not simply be added, e.g. "fuses into Frozen, removes Wet". */
export function previewHint(preview: MutationPreview, t: TFunction, language: Language): string | undefined {
  if (preview.effect !== 'changes') return undefined;
  const parts: string[] = [];
  if (preview.addedIds.length > 0) parts.push(t('crop.mutations.hint.fuses', { added: mutationNames(preview.addedIds, language) }));
  if (preview.removedIds.length > 0) {
    parts.push(t('crop.mutations.hint.removes', { removed: mutationNames(preview.removedIds, language) }));
  }
  if (parts.length === 0) parts.push(t('crop.mutations.hint.noEffect'));
  return parts.join(' · ');
}

/** Of the given mutations, those no source says how a fruit gets (withoutKnownWay, once its data is loaded). */
export type WithoutKnownWay = (mutationIds: readonly string[]) => string[];

/**
 * The message for a mutation event: what happened, then the rule that made it happen. Max mutation's says what it set;
 * the mutations it leaves out or no source says how to get are in describeMaxNames.
 */
export function describeMutationEvent(event: MutationEvent, t: TFunction, language: Language): string[] {
  switch (event.kind) {
    case 'added':
      return [wording.describeAdded(event.preview, t, language, nameOf), describeReasons(event.preview.changes, t, language)];
    case 'resolved':
      return [
        t('crop.mutations.event.changed', {
          changes: describeChanges(event.changes, t, language),
        }),
        describeReasons(event.changes, t, language),
      ];
    case 'max': {
      const { result } = event;
      return [
        t('crop.mutations.event.max', {
          count: result.mutationIds.length,
          variant: getVariant(result.variantId).name,
          multiplier: formatMultiplier(result.totalMultiplier, language),
        }),
      ];
    }
  }
}

/** The mutations Max mutation's message names: a sentence for each kind, with its names, and how many it names in all. */
export interface MaxNames {
  count: number;
  lines: string[];
}

/**
 * The max set's mutations left out here (reported only on other crops, or their combination rules unknown) and, once
 * `withoutKnownWay` is given, its mutations no source says how to get: 31 names for most crops, shown on demand.
 */
export function describeMaxNames(result: MaxMutationResult, t: TFunction, language: Language, withoutKnownWay?: WithoutKnownWay): MaxNames {
  const waysUnknown = withoutKnownWay?.(result.mutationIds) ?? [];
  const named = [
    { key: 'crop.mutations.event.maxExcluded', ids: result.excludedByRestriction },
    { key: 'facts.maxSetUnknownRules', ids: result.excludedUnknownRules },
    { key: 'facts.maxSetWaysUnknown', ids: waysUnknown },
  ] as const;
  const lines = named
    .filter(({ ids }) => ids.length > 0)
    .map(({ key, ids }) => t(key, { names: mutationNames(ids, language), count: ids.length }));
  return { count: named.reduce((sum, { ids }) => sum + ids.length, 0), lines };
}
