/*
 * Words for what the game's mutation rules do: the hint beside a mutation before it is picked, and the message once
 * it is. The rules themselves come from the engine (previewAddMutation, resolveMutations); this only phrases them.
 */
import type { TFunction } from 'i18next';
import { getCrop, getMutation, getVariant, type MutationChange, type MutationPreview, type MutationRule } from '../../game';
import type { Language } from '../../i18n/languages';
import { formatList, formatMultiplier } from '../../lib/format';
import type { MutationEvent } from './mutationEdits';

const nameOf = (id: string) => getMutation(id).name;

export function mutationNames(ids: readonly string[], language: Language): string {
  return formatList(ids.map(nameOf), language);
}

export function cropNames(cropIds: readonly string[], language: Language): string {
  return formatList(
    cropIds.map((id) => getCrop(id).name),
    language,
  );
}

export function describeRule(rule: MutationRule, t: TFunction, language: Language): string {
  if (rule.kind === 'fusion') {
    const parts = rule.requires.map((group) => formatList(group.map(nameOf), language, 'disjunction')).join(' + ');
    return t('crop.mutations.rule.fusion', { parts, result: nameOf(rule.resultId) });
  }
  return t('crop.mutations.rule.chain', { members: rule.memberIds.map(nameOf).join(' > ') });
}

export function describeChange(change: MutationChange, t: TFunction, language: Language): string {
  const removed = mutationNames(change.removedIds, language);
  return change.addedIds.length > 0
    ? t('crop.mutations.change', { removed, added: mutationNames(change.addedIds, language) })
    : t('crop.mutations.changeRemoved', { removed });
}

/** "Game rule: Wet or Drenched + Chilled make Frozen." for the rules behind some changes (each rule once). */
export function describeReasons(changes: readonly MutationChange[], t: TFunction, language: Language): string {
  const rules = [...new Set(changes.map((change) => change.rule))];
  if (rules.length === 0) return '';
  return t('crop.mutations.event.because', { rules: rules.map((rule) => describeRule(rule, t, language)).join('; ') });
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

function describeAdded(preview: MutationPreview, t: TFunction, language: Language): string {
  const candidate = nameOf(preview.candidateId);
  const removed = mutationNames(preview.removedIds, language);
  const added = mutationNames(preview.addedIds, language);
  if (!preview.candidateKept && preview.addedIds.length > 0) {
    return preview.removedIds.length > 0
      ? t('crop.mutations.event.fused', { candidate, removed, added })
      : t('crop.mutations.event.fusedAlone', { candidate, added });
  }
  if (preview.candidateKept && preview.addedIds.length === 0 && preview.removedIds.length > 0) {
    return t('crop.mutations.event.replaced', { candidate, removed });
  }
  if (!preview.candidateKept && preview.addedIds.length === 0 && preview.removedIds.length === 0) {
    return t('crop.mutations.event.notKept', { candidate });
  }
  return t('crop.mutations.event.changed', {
    changes: preview.changes.map((change) => describeChange(change, t, language)).join('; '),
  });
}

/** The message for a mutation event: what happened, then the rule that made it happen. */
export function describeMutationEvent(event: MutationEvent, t: TFunction, language: Language): string[] {
  switch (event.kind) {
    case 'added':
      return [describeAdded(event.preview, t, language), describeReasons(event.preview.changes, t, language)];
    case 'resolved':
      return [
        t('crop.mutations.event.changed', {
          changes: event.changes.map((change) => describeChange(change, t, language)).join('; '),
        }),
        describeReasons(event.changes, t, language),
      ];
    case 'max': {
      const { result } = event;
      const lines = [
        t('crop.mutations.event.max', {
          count: result.mutationIds.length,
          variant: getVariant(result.variantId).name,
          multiplier: formatMultiplier(result.totalMultiplier, language),
        }),
      ];
      if (result.excludedByRestriction.length > 0) {
        lines.push(t('crop.mutations.event.maxExcluded', { names: mutationNames(result.excludedByRestriction, language) }));
      }
      return lines;
    }
  }
}
