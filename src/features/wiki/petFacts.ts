/* Words for what the pet data says of its own certainty and sources, so the page can say it in every language. */
import type { TFunction } from 'i18next';
import type { Tier } from '../../game/types';
import type { ConfidenceWord } from '../../lib/confidence';
import { tierLabel } from '../../lib/gameText';

export type ConfidenceLevel = Extract<ConfidenceWord, 'high' | 'medium' | 'mediumLow' | 'low' | 'none'>;

/** The data writes levels as words with notes ("high (as of ~Aug 2025)", "medium (web page)", "medium-low"). */
export function confidenceLevel(written: string | undefined): ConfidenceLevel {
  if (written === undefined || written.startsWith('unknown')) return 'none';
  if (written.startsWith('medium-low')) return 'mediumLow';
  if (written.startsWith('medium')) return 'medium';
  if (written.startsWith('high')) return 'high';
  return 'low';
}

/** From the surest to the least sure. */
const LEVELS_SUREST_FIRST: readonly ConfidenceLevel[] = ['high', 'medium', 'mediumLow', 'low', 'none'];

/** The least sure of some levels (a fact several sources give is as sure as the weakest), or null for none. */
export function lowestConfidence(levels: readonly ConfidenceLevel[]): ConfidenceLevel | null {
  if (levels.length === 0) return null;
  return levels.reduce((lowest, level) => (LEVELS_SUREST_FIRST.indexOf(level) > LEVELS_SUREST_FIRST.indexOf(lowest) ? level : lowest));
}

export type SourceKind = 'game' | 'script' | 'fan' | 'page' | 'other';

/** The kind of each source key of the pet data (its meta.sourceKeys); a source written out is an "other report". */
export function sourceKind(source: string): SourceKind {
  if (source.startsWith('gamePet') || source.startsWith('game:')) return 'game';
  if (source.startsWith('fanPetDb')) return 'fan';
  if (source.startsWith('page')) return 'page';
  if (/Script\d{4}$/.test(source)) return 'script';
  return 'other';
}

export function sourceKinds(sources: readonly string[], t: TFunction): string[] {
  return [...new Set(sources.map(sourceKind))].map((kind) => t(`wiki.pet.sourceKind.${kind}`));
}

/**
 * A pet's rarity beside its name in a list of pets: one the data gives none reads "Rarity not known", never a bare
 * "unknown" («desconocida», «inconnue») that would be read as said of the pet.
 */
export function listedRarity(t: TFunction, rarity: Tier | null): string {
  return rarity === null ? t('wiki.pets.unknownRarity') : tierLabel(t, rarity);
}
