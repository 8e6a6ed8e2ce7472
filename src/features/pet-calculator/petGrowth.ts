/* Everything the page shows about one pet, asked of the engine in one place. */
import {
  ageForPetWeight,
  hatchWeight,
  isGameInputError,
  petGrowthTable,
  petSizeClass,
  petTableEnd,
  petWeightAtAge,
  type AgeForWeightResult,
  type GameInputError,
  type PetGrowthKind,
  type PetGrowthRow,
  type PetSizeClass,
} from '../../game';
import { shownPetKg } from './petFormat';

/** Milestone rows are every tenth age (and age 1); the full table lists every age. */
export const MILESTONE_STEP = 10;

export interface PetGrowth {
  /** False for a pet whose weight age does not change (Chubby Chipmunk): every row then has the weight entered. */
  growsWithAge: boolean;
  age: number;
  kg: number;
  hatchKg: number;
  /** The last age the table lists (see petTableEnd) and the weight at it. */
  tableEnd: number;
  maxKg: number;
  sizeClass: PetSizeClass;
  /** One row per age, 1 to tableEnd. */
  rows: readonly PetGrowthRow[];
}

export type PetGrowthOutcome = { ok: true; growth: PetGrowth } | { ok: false; error: GameInputError };

/** The growth of a pet of the chosen kind (A_PET_THAT_GROWS when the player named none) weighing `kg` at `age`. */
export function petGrowth(pet: PetGrowthKind, age: number, kg: number): PetGrowthOutcome {
  try {
    const hatchKg = hatchWeight(pet, { age, weightKg: kg });
    const tableEnd = petTableEnd(age);
    return {
      ok: true,
      growth: {
        growsWithAge: pet.growsWithAge,
        age,
        kg,
        hatchKg,
        tableEnd,
        maxKg: petWeightAtAge(pet, hatchKg, tableEnd),
        sizeClass: petSizeClass(hatchKg),
        rows: petGrowthTable(pet, { age, weightKg: kg }),
      },
    };
  } catch (error) {
    if (isGameInputError(error)) return { ok: false, error };
    throw error;
  }
}

export function isMilestoneAge(age: number): boolean {
  return age === 1 || age % MILESTONE_STEP === 0;
}

/** The rows the table shows: every age, or the milestones plus the current age. */
export function visibleRows(rows: readonly PetGrowthRow[], all: boolean): readonly PetGrowthRow[] {
  return all ? rows : rows.filter((row) => isMilestoneAge(row.age) || row.status === 'current');
}

/**
 * "At what age will it weigh X kg?", or undefined when X is not a usable weight. Weighed as the page shows weights, so
 * a weight typed as the table shows it is reached at the table's age.
 */
export function targetAge(growth: Pick<PetGrowth, 'growsWithAge' | 'age' | 'kg'>, targetKg: number): AgeForWeightResult | undefined {
  try {
    return ageForPetWeight(growth, { age: growth.age, weightKg: growth.kg }, targetKg, shownPetKg);
  } catch (error) {
    if (isGameInputError(error)) return undefined;
    throw error;
  }
}
