/*
 * Pet weight by age (formulas.md §3): the game grows a pet linearly, W(age) = W1 × (age + 10) / 11, where W1 is the
 * age-1 ("hatch") weight shown in game. Any known (age, weight) pair gives W1 = w × 11 / (age + 10).
 * Ratios are formed before multiplying so that W(1) = W1 and W(100) = 10 × W1 exactly in floating point.
 * The game special-cases one pet (Chubby Chipmunk: CalculateWeight returns its base weight unchanged), so every
 * function here takes the pet, or what it needs of it: a caller cannot forget the exception.
 */
import { GameInputError, requirePositiveFinite } from './inputs';

/** PetRegistry MAX_LEVEL in the game modules the data was read from: the level cap the sources confirm. */
export const PET_LEVEL_CAP = 100;
/**
 * The level cap the game most likely has had since 2026-06-20, by the 2026-11 research (shared data,
 * research-2026-11/README.md §5, medium confidence): a fan update log whose every checkable detail matches the game's
 * tables of that date says the cap went to it, and a late-2026 levelling script aims for it. No game code seen confirms
 * it; the same research found nothing for the 125 a fan site gave in April 2026.
 */
export const PET_LIKELY_LEVEL_CAP = 500;
/**
 * The highest current age accepted: the likely cap. The game's weight rule has no cap, so ages past PET_LEVEL_CAP
 * follow the same rule.
 */
export const PET_MAX_AGE = PET_LIKELY_LEVEL_CAP;
/** Upper bound for weights given to the pet functions: far above any pet, and it keeps every result finite. */
export const PET_WEIGHT_LIMIT_KG = 1e6;
const AGE_OFFSET = 10;
const AGE_ONE_FACTOR = 1 + AGE_OFFSET;

export const PET_SIZE_CLASSES = ['small', 'normal', 'good', 'semi-huge', 'huge', 'titanic', 'godly'] as const;
export type PetSizeClass = (typeof PET_SIZE_CLASSES)[number];

/**
 * Lower bound (kg, inclusive) of each size class after "small": [1, 3) normal, [3, 4) good, … ≥ 10 godly. Neither the
 * game data nor its sources (data/SOURCES.md, formulas.md) hold these classes or their bounds: they are players' words,
 * kept here until a source is found.
 */
export const PET_SIZE_CLASS_MIN_KG: Readonly<Record<Exclude<PetSizeClass, 'small'>, number>> = {
  normal: 1,
  good: 3,
  'semi-huge': 4,
  huge: 5,
  titanic: 7,
  godly: 10,
};

/**
 * What the weight rule needs to know of a pet: whether age adds weight. False for a pet whose weight the game leaves
 * unchanged by age (pets.json `growsWithAge`); what it gains by other means (Chubby Chipmunk eats) is not age's doing
 * and is in no function here.
 */
export interface PetGrowthKind {
  readonly growsWithAge: boolean;
}

/**
 * What the data says of a pet's growth (pets.json `growsWithAge`): true or false where the sources say (the game's rule
 * grows every pet but Chubby Chipmunk), null where none does: a pet the data knows by name only, whose record gives
 * nothing else a source says of it (`knownByNameOnly` in ./pets.ts).
 */
export interface PetGrowthRecord {
  readonly growsWithAge: boolean | null;
}

/**
 * Whether the data says how age changes the pet's weight. Only then is the weight rule the pet's own: for a pet whose
 * growth is unknown, weights by age are those of a pet that grows, and a page says so rather than claim them.
 */
export function growthKnown<Pet extends PetGrowthRecord>(pet: Pet): pet is Pet & PetGrowthKind {
  return pet.growsWithAge !== null;
}

/**
 * A pet of no particular kind: it grows with age, the game's rule for every pet but the one the data names
 * (docs/game-data.md: a pet new to the data grows with age). For the calculator before the player says which pet.
 */
export const A_PET_THAT_GROWS: PetGrowthKind = Object.freeze({ growsWithAge: true });

export type PetGrowthStatus = 'pass' | 'current' | 'future';

export interface PetGrowthRow {
  readonly age: number;
  readonly weightKg: number;
  /** Relative to the pet's current age: pass (younger), current, future (older). */
  readonly status: PetGrowthStatus;
}

export type AgeForWeightResult =
  /** The age-1 weight already meets the target (for a pet that does not grow: its weight, the same at every age). */
  | { readonly kind: 'already' }
  | { readonly kind: 'age'; readonly age: number; readonly weightKg: number }
  /** Not reached by PET_MAX_AGE (by age alone: never, for a pet that does not grow); `maxWeightKg` is the weight then. */
  | { readonly kind: 'out-of-reach'; readonly maxWeightKg: number };

export function requireAge(age: unknown): number {
  if (typeof age !== 'number' || !Number.isInteger(age) || age < 1 || age > PET_MAX_AGE) {
    throw new GameInputError('invalid-age', 'age', age, `age must be a whole number from 1 to ${PET_MAX_AGE} (got ${String(age)})`);
  }
  return age;
}

function requirePetWeight(value: unknown, field: 'hatchKg' | 'weightKg'): number {
  const weight = requirePositiveFinite(value, field, 'invalid-weight');
  if (weight > PET_WEIGHT_LIMIT_KG) {
    throw new GameInputError('invalid-weight', field, value, `${field} must be at most ${PET_WEIGHT_LIMIT_KG} kg (got ${weight})`);
  }
  return weight;
}

const requireHatch = (hatchKg: unknown) => requirePetWeight(hatchKg, 'hatchKg');

/**
 * The age-1 weight the game shows for a pet of base weight `baseKg` (the weight it rolls at hatch): base + base × 0.1
 * × 1 = 1.1 × base for a pet that grows; the base itself for one that does not (CalculateWeight leaves it unchanged).
 */
export function ageOneWeightOfBase(pet: PetGrowthKind, baseKg: number): number {
  return pet.growsWithAge ? baseKg * (AGE_ONE_FACTOR / AGE_OFFSET) : baseKg;
}

/** The age-1 weight of a pet that weighs `weightKg` at `age` (the same weight, for a pet that does not grow). */
export function hatchWeight(pet: PetGrowthKind, input: { readonly age: number; readonly weightKg: number }): number {
  const age = requireAge(input.age);
  const weightKg = requirePetWeight(input.weightKg, 'weightKg');
  return pet.growsWithAge ? weightKg * (AGE_ONE_FACTOR / (age + AGE_OFFSET)) : weightKg;
}

/** The weight at `age` of a pet whose age-1 weight is `hatchKg` (unchanged at every age, for a pet that does not grow). */
export function petWeightAtAge(pet: PetGrowthKind, hatchKg: number, age: number): number {
  const hatch = requireHatch(hatchKg);
  const checkedAge = requireAge(age);
  return pet.growsWithAge ? hatch * ((checkedAge + AGE_OFFSET) / AGE_ONE_FACTOR) : hatch;
}

/** Size class of the age-1 weight (half-open intervals). */
export function petSizeClass(hatchKg: number): PetSizeClass {
  const weight = requireHatch(hatchKg);
  let sizeClass: PetSizeClass = 'small';
  for (const [name, min] of Object.entries(PET_SIZE_CLASS_MIN_KG) as [PetSizeClass, number][]) {
    if (weight >= min) sizeClass = name;
  }
  return sizeClass;
}

/**
 * Weight at `age` of a pet known to weigh `weightKg` at `knownAge`: W(age) = w0 × (age + 10) / (a0 + 10), which is
 * W1 × (age + 10) / 11 with W1 = w0 × 11 / (a0 + 10). Working from the known pair rounds once instead of going
 * through the age-1 weight, so the known age gives back exactly the weight entered (6 kg at 50 → 3 kg at 20, not
 * 2.9999999999999996).
 */
function weightFromKnown(pet: PetGrowthKind, knownAge: number, weightKg: number, age: number): number {
  if (!pet.growsWithAge) return weightKg;
  // The age ratio first: at the known age it is exactly 1, so the weight entered comes back unchanged.
  return weightKg * ((age + AGE_OFFSET) / (knownAge + AGE_OFFSET));
}

/** The last age a growth table lists: the confirmed level cap, or the pet's age when it is older. */
export function petTableEnd(age: number): number {
  return Math.max(PET_LEVEL_CAP, requireAge(age));
}

/**
 * Weight at every age from 1 to petTableEnd(age) for a pet that weighs `weightKg` at `age`: the same weight on every
 * row for a pet that does not grow.
 */
export function petGrowthTable(pet: PetGrowthKind, input: { readonly age: number; readonly weightKg: number }): PetGrowthRow[] {
  const knownAge = requireAge(input.age);
  const weightKg = requirePetWeight(input.weightKg, 'weightKg');
  return Array.from({ length: petTableEnd(knownAge) }, (_, index) => {
    const age = index + 1;
    const status: PetGrowthStatus = age < knownAge ? 'pass' : age === knownAge ? 'current' : 'future';
    return { age, weightKg: weightFromKnown(pet, knownAge, weightKg, age), status };
  });
}

/**
 * The smallest whole age at which a pet that weighs `weightKg` at `age` weighs at least `targetKg`, checked with the
 * same forward formula as the growth table so the two always agree. `shown` is a weight as a page shows it (rounded):
 * each weight and the target are compared as shown, so a target typed as the table shows an age's weight is met at
 * that age, which the exact weight may miss by what the rounding hides (11.9166… kg at age 100, shown 11.92 kg, would
 * answer 11.92 kg with age 101). Without it, the exact weights.
 */
export function ageForPetWeight(
  pet: PetGrowthKind,
  input: { readonly age: number; readonly weightKg: number },
  targetKg: number,
  shown: (kg: number) => number = (kg) => kg,
): AgeForWeightResult {
  const knownAge = requireAge(input.age);
  const weightKg = requirePetWeight(input.weightKg, 'weightKg');
  const target = shown(requirePositiveFinite(targetKg, 'targetKg', 'invalid-weight'));
  if (shown(weightFromKnown(pet, knownAge, weightKg, 1)) >= target) return { kind: 'already' };
  for (let age = 2; age <= PET_MAX_AGE; age++) {
    const weightAtAge = weightFromKnown(pet, knownAge, weightKg, age);
    if (shown(weightAtAge) >= target) return { kind: 'age', age, weightKg: weightAtAge };
  }
  return { kind: 'out-of-reach', maxWeightKg: weightFromKnown(pet, knownAge, weightKg, PET_MAX_AGE) };
}
