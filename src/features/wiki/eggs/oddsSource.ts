import type { TFunction } from 'i18next';
import type { EggOddsSource } from '../../../game/shopFacts';

/**
 * Where an egg's odds come from, in a sentence: the game's files, or the kind of source the research names (a fan guide,
 * a copy of another site's page, by that site's name as the research writes it…), or that it is not known. Said beside
 * the odds on an egg's page and in the egg list, so that a fan's figure does not read as the game's own.
 */
export function oddsSourceText(t: TFunction, source: EggOddsSource): string {
  return source.kind === 'copy' ? t('wiki.oddsSource.copy', { name: source.of }) : t(`wiki.oddsSource.${source.kind}`);
}
