import { PAGE_PATHS } from '../../lib/paths';

/**
 * Where each page with state in its address keeps its last state in this browser, by the page's unprefixed path.
 * The boot script reads it too, to know before the first paint that a page will open on a saved calculation.
 */
export const SAVED_STATE_KEYS = {
  [PAGE_PATHS.cropCalculator]: 'crop-calculator:last',
  [PAGE_PATHS.petCalculator]: 'pet-calculator',
  [PAGE_PATHS.valueList]: 'value-list',
  [PAGE_PATHS.tradeChecker]: 'trade-checker',
  [PAGE_PATHS.mutationIndex]: 'mutation-index',
} as const;
