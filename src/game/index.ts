/*
 * Public API of the game engine: pure TypeScript, no UI, no schema library. See data/formulas.md for the rules.
 * Every function throws GameInputError (code + field) for input outside its domain; none returns NaN or Infinity.
 */
export type {
  Confidence,
  Crop,
  CropOrigin,
  CropOriginKind,
  CropWeights,
  GameFilesEntry,
  Harvest,
  Mutation,
  MutationGroup,
  Tier,
  Variant,
  VariantId,
} from './types';
export { CROP_ORIGIN_KINDS } from './types';
export { HARVESTS, MUTATION_GROUPS, TIERS, UNCATEGORIZED, VARIANT_IDS } from './types';

export {
  askEngine,
  type CropLookup,
  cropLookupOf,
  type EngineAnswer,
  GameInputError,
  type GameInputErrorCode,
  type GameInputField,
  isGameInputError,
  requireCrop,
} from './inputs';

export { GAME_DATA_VERSION } from './version';
export {
  findMutation,
  findVariant,
  getMutation,
  getVariant,
  isMutationAllowedOn,
  MUTATION_CROP_RESTRICTIONS,
  mutations,
  reportedCropsFor,
  restrictionFor,
  variants,
} from './mutationData';
export type { RestrictionWarning } from './mutationData';

export {
  applyMarketTax,
  defaultWeightOf,
  FRIEND_BOOST_MAX,
  FRIEND_BOOST_OPTIONS,
  FRIEND_BOOST_STEP,
  HUGE_WEIGHT_MULTIPLIERS,
  hugeChanceOf,
  largestRolledWeightOf,
  MARKET_TAX_MIN_FRUIT_VERSION,
  MARKET_TAX_POINTS,
  MARKET_TAX_THRESHOLD,
  MAX_WEIGHT_RATIO,
  MAX_WEIGHT_ROLL_RATIO,
  meanWeightRollRatio,
  MIN_WEIGHT_RATIO,
  PRICE_FLOOR_RATIO,
  PRICE_FLOOR_WEIGHT_FACTOR,
} from './formula';
export { toSureDigits } from './sureDigits';

export { cropValue, sellPrice, tradeFruitSale, tradeFruitValue } from './value';
export type { CropValueInput, CropValueResult, FruitInput, SellPriceInput, SellPriceResult } from './value';

export { isLegalMutationSet, mutationLookups, mutationRules, previewAddMutation, resolveMutations } from './mutationRules';
export type { MutationChange, MutationLookups, MutationPreview, MutationRule, PreviewEffect, ResolvedMutations } from './mutationRules';

export { mutationAddition, mutationConflicts, mutationRoles } from './mutationFacts';
export type { MutationConflict, MutationRoles } from './mutationFacts';

export { MAX_SET_VARIANT, MUTATION_POOLS, maxMutationSet, maxMutationSets } from './maxMutation';
export type { MaxMutationOptions, MaxMutationResult, MutationPool } from './maxMutation';

export { bestNextMutations, mutationContributions } from './contributions';
export type { MutationContribution, MutationContributions, NextMutationOption } from './contributions';

export { REVERSE_WEIGHT_STEP_KG, weightForValue } from './reverse';
export type { WeightForValueInput, WeightForValueResult } from './reverse';

export {
  A_PET_THAT_GROWS,
  PET_LEVEL_CAP,
  PET_MAX_AGE,
  PET_LIKELY_LEVEL_CAP,
  PET_SIZE_CLASSES,
  PET_SIZE_CLASS_MIN_KG,
  PET_WEIGHT_LIMIT_KG,
  ageForPetWeight,
  growthKnown,
  hatchWeight,
  petGrowthTable,
  petSizeClass,
  petTableEnd,
  petWeightAtAge,
} from './pet';
export type { AgeForWeightResult, PetGrowthKind, PetGrowthRecord, PetGrowthRow, PetGrowthStatus, PetSizeClass } from './pet';

export { DEFAULT_TRADE_BAND, MAX_TRADE_ITEMS, TRADE_BANDS, isTradeBand } from './trade';
// What a trade is worth (tradeWorth.ts) is imported from its module, so the modules home loads through this one do not
// carry it: only the trade checker needs it.
export type { FruitValuer, TradeBand, TradeCustomItem, TradeFruit, TradeItem, TradeResult, TradeVerdict } from './trade';
