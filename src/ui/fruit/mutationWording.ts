/*
 * Words for what the game's mutation rules did or would do, given the mutations' names: the calculator gives the
 * engine's names (mutationText.ts), a mutation page the names its data holds. The rules come from the engine; this
 * only phrases them.
 */
import type { TFunction } from 'i18next';
import type { MutationChange, MutationPreview, MutationRule } from '../../game';
import type { Language } from '../../i18n/languages';
import { formatList } from '../../lib/format';

/** A mutation's name by id, as the game writes it. */
export type MutationNameOf = (id: string) => string;

export function namesOf(ids: readonly string[], language: Language, nameOf: MutationNameOf): string {
  return formatList(ids.map(nameOf), language);
}

/** Clauses said one after another about one fruit, with the language's semicolon («؛» in Arabic, « ; » in French). */
function joinClauses(clauses: readonly string[], t: TFunction): string {
  return clauses.join(t('crop.mutations.clauseSeparator'));
}

export function describeRule(rule: MutationRule, t: TFunction, language: Language, nameOf: MutationNameOf): string {
  if (rule.kind === 'fusion') {
    const parts = rule.requires.map((group) => formatList(group.map(nameOf), language, 'disjunction')).join(' + ');
    return t('crop.mutations.rule.fusion', { parts, result: nameOf(rule.resultId) });
  }
  return t('crop.mutations.rule.chain', { members: rule.memberIds.map(nameOf).join(' > ') });
}

export function describeChange(change: MutationChange, t: TFunction, language: Language, nameOf: MutationNameOf): string {
  const removed = namesOf(change.removedIds, language, nameOf);
  const added = namesOf(change.addedIds, language, nameOf);
  // The count is the number of names the verb agrees with: "Wet et Chilled deviennent Frozen", "se quitan Wet y Chilled".
  if (change.addedIds.length === 0) return t('crop.mutations.changeRemoved', { removed, count: change.removedIds.length });
  // A fusion that keeps its parts (Gloom and Umbral make Shadowbound) only adds: nothing turns into anything.
  if (change.removedIds.length === 0) return t('crop.mutations.changeAdded', { added, count: change.addedIds.length });
  return t('crop.mutations.change', { removed, added, count: change.removedIds.length });
}

/**
 * The rule behind a change. A fusion whose result the fruit already has adds nothing and only takes away what that
 * result replaces: said as such, where its recipe («Riptide + Stormcharged make Stormbound») named neither of the
 * mutations on the fruit and read as no reason for Shocked to go.
 */
function describeReason(change: MutationChange, t: TFunction, language: Language, nameOf: MutationNameOf): string {
  const { rule, addedIds, removedIds } = change;
  if (rule.kind === 'fusion' && addedIds.length === 0 && removedIds.length > 0) {
    return t('crop.mutations.rule.replaces', { result: nameOf(rule.resultId), removed: namesOf(removedIds, language, nameOf) });
  }
  return describeRule(rule, t, language, nameOf);
}

/** What the game's rules did to a fruit's mutations, change after change: "Wet → Frozen; Drenched removed". */
export function describeChanges(changes: readonly MutationChange[], t: TFunction, language: Language, nameOf: MutationNameOf): string {
  return joinClauses(
    changes.map((change) => describeChange(change, t, language, nameOf)),
    t,
  );
}

/** "Game rule: Wet or Drenched + Chilled make Frozen." for the rules behind some changes (each rule once). */
export function describeReasons(changes: readonly MutationChange[], t: TFunction, language: Language, nameOf: MutationNameOf): string {
  // Told apart by their words, not as objects: rules read back from a page's data are equal copies.
  const rules = [...new Set(changes.map((change) => describeReason(change, t, language, nameOf)))];
  if (rules.length === 0) return '';
  return t('crop.mutations.event.because', { rules: joinClauses(rules, t) });
}

/** What the game's rules made of a link's mutations, and the rules behind it, as a notice on the link says it. */
export function describeLinkChanges(changes: readonly MutationChange[], t: TFunction, language: Language, nameOf: MutationNameOf): string {
  return `${t('crop.link.resolved', { changes: describeChanges(changes, t, language, nameOf) })} ${describeReasons(changes, t, language, nameOf)}`;
}

/** What happened when a mutation reached a fruit. */
export function describeAdded(preview: MutationPreview, t: TFunction, language: Language, nameOf: MutationNameOf): string {
  const candidate = nameOf(preview.candidateId);
  const removed = namesOf(preview.removedIds, language, nameOf);
  const added = namesOf(preview.addedIds, language, nameOf);
  if (!preview.candidateKept && preview.addedIds.length > 0) {
    // One list of the candidate and what it fused with: "Static, Shocked and Tempestuous", not "Static and Shocked and Tempestuous".
    const fused = namesOf([preview.candidateId, ...preview.removedIds], language, nameOf);
    return preview.removedIds.length > 0
      ? t('crop.mutations.event.fused', { fused, added })
      : t('crop.mutations.event.fusedAlone', { candidate, added });
  }
  if (preview.candidateKept && preview.addedIds.length === 0 && preview.removedIds.length > 0) {
    return t('crop.mutations.event.replaced', { candidate, removed });
  }
  if (!preview.candidateKept && preview.addedIds.length === 0 && preview.removedIds.length === 0) {
    return t('crop.mutations.event.notKept', { candidate });
  }
  return t('crop.mutations.event.changed', {
    changes: describeChanges(preview.changes, t, language, nameOf),
  });
}
