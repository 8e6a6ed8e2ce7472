/*
 * "Max mutation": the legal mutation set with the highest MutMulti for a crop, shown with Rainbow (the best variant
 * a harvest can roll; Diamond has the same multiplier but is never rolled).
 *
 * MutMulti = 1 + Σ(m − 1) is additive, so the search splits along the rule components (mutationRules.ts):
 * mutations no rule names are always worth taking (every m > 1), and each component is searched on its own by
 * branch and bound over its bit mask, checking legality with the same pass the resolver uses.
 */
import { mutationMultiplierOf } from './formula';
import { GameInputError } from './inputs';
import { allowedOnCrop, getVariant, mutationAt, mutations } from './mutationData';
import { componentOfMutation, passComponent, ruleComponents, type RuleComponent } from './mutationRules';
import type { Crop, VariantId } from './types';

export const MUTATION_POOLS = ['all', 'spec'] as const;
/** 'all': every mutation in the data. 'spec': only those with `inSpecList` (the product spec's list). */
export type MutationPool = (typeof MUTATION_POOLS)[number];

export interface MaxMutationOptions {
  readonly pool?: MutationPool;
}

export interface MaxMutationResult {
  readonly cropId: string;
  readonly pool: MutationPool;
  readonly variantId: VariantId;
  readonly variantMultiplier: number;
  /** Data order. */
  readonly mutationIds: readonly string[];
  readonly mutationMultiplier: number;
  /** variantMultiplier × mutationMultiplier. */
  readonly totalMultiplier: number;
  /** Pool mutations left out because the sources report them only on other crops. */
  readonly excludedByRestriction: readonly string[];
  /**
   * Pool mutations left out because the data does not know how they combine with others (`rulesKnown: false`): a set
   * holding them might be no fruit the game allows, so the max set is the best one known to be legal.
   */
  readonly excludedUnknownRules: readonly string[];
}

export const MAX_SET_VARIANT: VariantId = 'rainbow';

const gainOf = (index: number): number => mutationAt(index).multiplier - 1;

/**
 * Pairs that no legal set can hold, derived from the rules (they prune the search; legality is still checked on every
 * candidate set). A step that removes mutation x while another member y is present makes {x, y} and all its supersets
 * illegal as long as x cannot be re-created later in the same pass, because only a later fusion whose result is x
 * could put it back:
 *  - fusion with result R: if R is present when the step runs it fires; if R was removed earlier, only this fusion
 *    can re-add it, and firing removes x anyway. So {x, R} is illegal for x in `removes` not re-created later.
 *  - chain: {better, worse} is illegal when neither is a fusion result (the better one cannot vanish and come back).
 */
function hereditaryConflicts(component: RuleComponent): Int32Array {
  const conflicts = new Int32Array(component.members.length);
  const positionOf = (bit: number) => 31 - Math.clz32(bit);
  const fusionOrderOfResult = new Map<number, number>();
  for (const step of component.steps) if (!step.isChain) fusionOrderOfResult.set(step.resultBit, step.order);
  const addPair = (a: number, b: number) => {
    conflicts[positionOf(a)] = (conflicts[positionOf(a)] as number) | b;
    conflicts[positionOf(b)] = (conflicts[positionOf(b)] as number) | a;
  };
  for (const step of component.steps) {
    if (step.isChain) {
      const plain = step.chainBits.filter((bit) => !fusionOrderOfResult.has(bit));
      for (const a of plain) for (const b of plain) if (a < b) addPair(a, b);
      continue;
    }
    for (let bit = 1; bit !== 0 && bit <= step.mask; bit <<= 1) {
      if (!(step.mask & bit) || bit === step.resultBit) continue;
      const reAddedAt = fusionOrderOfResult.get(bit);
      if (reAddedAt === undefined || reAddedAt < step.order) addPair(bit, step.resultBit);
    }
  }
  return conflicts;
}

const conflictsByComponent = ruleComponents.map(hereditaryConflicts);

/** Best legal subset (as a local mask) of the allowed members of one component. Ties keep the first found. */
export function bestComponentMask(componentIndex: number, allowedMask: number): number {
  const component = ruleComponents[componentIndex] as RuleComponent;
  const conflicts = conflictsByComponent[componentIndex] as Int32Array;
  const positions = component.members
    .map((_, position) => position)
    .filter((position) => allowedMask & (1 << position))
    .sort((a, b) => gainOf(component.members[b] as number) - gainOf(component.members[a] as number) || a - b);
  const gains = positions.map((position) => gainOf(component.members[position] as number));
  const optimistic = new Array<number>(positions.length + 1).fill(0);
  for (let i = positions.length - 1; i >= 0; i--) optimistic[i] = (optimistic[i + 1] as number) + Math.max(0, gains[i] as number);

  let bestValue = -Infinity;
  let bestMask = 0;
  const search = (i: number, mask: number, forbidden: number, value: number): void => {
    if (value + (optimistic[i] as number) <= bestValue) return;
    if (i === positions.length) {
      if (passComponent(component, mask) === mask) {
        bestValue = value;
        bestMask = mask;
      }
      return;
    }
    const position = positions[i] as number;
    const bit = 1 << position;
    if (!(forbidden & bit)) search(i + 1, mask | bit, forbidden | (conflicts[position] as number), value + (gains[i] as number));
    search(i + 1, mask, forbidden, value);
  };
  search(0, 0, 0, 0);
  return bestMask;
}

/** Uncached search over a candidate list of mutation indices; returns the chosen indices in data order. */
export function searchMaxMutationIndices(candidates: readonly number[]): number[] {
  const chosen: number[] = [];
  const allowedByComponent = new Map<number, number>();
  for (const index of candidates) {
    const componentIndex = componentOfMutation[index] as number;
    if (componentIndex < 0) {
      if (gainOf(index) > 0) chosen.push(index);
      continue;
    }
    const member = (ruleComponents[componentIndex] as RuleComponent).members.indexOf(index);
    allowedByComponent.set(componentIndex, (allowedByComponent.get(componentIndex) ?? 0) | (1 << member));
  }
  for (const [componentIndex, allowedMask] of allowedByComponent) {
    const mask = bestComponentMask(componentIndex, allowedMask);
    (ruleComponents[componentIndex] as RuleComponent).members.forEach((member, position) => {
      if (mask & (1 << position)) chosen.push(member);
    });
  }
  return chosen.sort((a, b) => a - b);
}

function requirePool(pool: unknown): MutationPool {
  if (!MUTATION_POOLS.includes(pool as MutationPool)) {
    throw new GameInputError('invalid-pool', 'pool', pool, `pool must be one of ${MUTATION_POOLS.join(', ')}`);
  }
  return pool as MutationPool;
}

/**
 * The best legal set of each crop, in order. Only the restriction table makes results differ between crops, so the
 * search runs once per distinct set of exclusions within the call (a list of every crop costs about one search).
 */
export function maxMutationSets(crops: readonly Crop[], options: MaxMutationOptions = {}): MaxMutationResult[] {
  const pool = requirePool(options.pool ?? 'all');
  const pooled = mutations.map((mutation, index) => ({ mutation, index })).filter(({ mutation }) => pool === 'all' || mutation.inSpecList);
  const inPool = pooled.filter(({ mutation }) => mutation.rulesKnown);
  const excludedUnknownRules = pooled.filter(({ mutation }) => !mutation.rulesKnown).map(({ mutation }) => mutation.id);
  const variant = getVariant(MAX_SET_VARIANT);
  const searched = new Map<string, readonly number[]>();
  return crops.map((crop) => {
    const excludedByRestriction = inPool.filter(({ mutation }) => !allowedOnCrop(mutation.id, crop.id)).map(({ mutation }) => mutation.id);
    const key = excludedByRestriction.join(',');
    let chosen = searched.get(key);
    if (!chosen) {
      chosen = searchMaxMutationIndices(inPool.filter(({ mutation }) => allowedOnCrop(mutation.id, crop.id)).map(({ index }) => index));
      searched.set(key, chosen);
    }
    const mutationMultiplier = mutationMultiplierOf(chosen.map((index) => mutationAt(index).multiplier));
    return {
      cropId: crop.id,
      pool,
      variantId: variant.id,
      variantMultiplier: variant.multiplier,
      mutationIds: chosen.map((index) => mutationAt(index).id),
      mutationMultiplier,
      totalMultiplier: variant.multiplier * mutationMultiplier,
      excludedByRestriction,
      excludedUnknownRules,
    };
  });
}

/** The crop's best legal set (see maxMutationSets). */
export function maxMutationSet(crop: Crop, options: MaxMutationOptions = {}): MaxMutationResult {
  return maxMutationSets([crop], options)[0]!;
}
