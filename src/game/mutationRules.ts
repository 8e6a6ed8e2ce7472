/*
 * The game's mutation combination rules (MutationCombos; formulas.md §1, mutations.json `combos`), applied the way the
 * game does whenever a fruit's mutations change. One pass runs every rule once, chains first, then fusions in data
 * order; passes repeat until nothing changes:
 *   chain  – if several members are present, only the first listed is kept (Drenched over Wet);
 *   fusion – if its result is present, or every requirement group has a member present, its `removes` list is
 *            removed and its result added. The "result present" case is the data's "if the result is already present,
 *            its overwrite list is removed": adding Wet to a Frozen fruit leaves Frozen.
 * A set is legal (a fruit can hold it) iff one pass leaves it unchanged. This model reproduces every mutation's
 * `conflictsWith` list and the precomputed max set (see mutationRules.test.ts).
 *
 * Rules never link mutations of different connected components of the rule hypergraph, so each component is resolved
 * on its own as a bit mask (the largest has 25 members); mutations in no rule are never touched.
 */
import {
  chainRecords,
  findMutation,
  findVariant,
  fusionRecords,
  mutationAt,
  mutationIndexByGameKey,
  mutationIndicesOf,
  mutations,
} from './mutationData';
import type { Mutation, Variant } from './types';

export type MutationRule =
  | {
      readonly kind: 'chain';
      /** The game's chain name, e.g. "BestWet". */
      readonly name: string;
      /** Mutation ids, best first: the first one present is kept. */
      readonly memberIds: readonly string[];
    }
  | {
      readonly kind: 'fusion';
      readonly resultId: string;
      /** Every group needs at least one present member for the fusion to happen. */
      readonly requires: readonly (readonly string[])[];
      /** Removed when the fusion happens or when its result is present. */
      readonly removes: readonly string[];
    };

/** One rule that changed the fruit, in the order the game applies them. */
export interface MutationChange {
  readonly rule: MutationRule;
  readonly removedIds: readonly string[];
  readonly addedIds: readonly string[];
}

export interface ResolvedMutations {
  /** The mutations the fruit ends up with, in data order. */
  readonly mutationIds: readonly string[];
  /** Empty when the input was already a legal set. */
  readonly changes: readonly MutationChange[];
}

export type PreviewEffect =
  /** The candidate is already on the (resolved) fruit. */
  | 'already-present'
  /** The candidate is simply added; nothing else changes. */
  | 'adds'
  /** A rule fires: other mutations are removed or created, or the candidate itself does not stay. */
  | 'changes';

export interface MutationPreview {
  readonly candidateId: string;
  readonly effect: PreviewEffect;
  /** The fruit after adding the candidate (data order). */
  readonly mutationIds: readonly string[];
  readonly candidateKept: boolean;
  /** Mutations of the current fruit that disappear. */
  readonly removedIds: readonly string[];
  /** Mutations created by fusions (other than the candidate). */
  readonly addedIds: readonly string[];
  /** The rules that caused it. */
  readonly changes: readonly MutationChange[];
}

const idOf = (index: number): string => mutationAt(index).id;

function indexOfGameKey(key: string): number {
  const index = mutationIndexByGameKey.get(key);
  if (index === undefined) throw new Error(`mutations.json combos name unknown mutation "${key}"`);
  return index;
}

interface GlobalChain {
  readonly kind: 'chain';
  readonly rule: MutationRule;
  readonly members: readonly number[];
}
interface GlobalFusion {
  readonly kind: 'fusion';
  readonly rule: MutationRule;
  readonly result: number;
  readonly requires: readonly (readonly number[])[];
  readonly removes: readonly number[];
}
type GlobalStep = GlobalChain | GlobalFusion;

const globalSteps: readonly GlobalStep[] = [
  ...Object.entries(chainRecords).map(([name, keys]): GlobalChain => {
    const members = keys.map(indexOfGameKey);
    return { kind: 'chain', rule: { kind: 'chain', name, memberIds: members.map(idOf) }, members };
  }),
  ...Object.entries(fusionRecords).map(([resultKey, record]): GlobalFusion => {
    const result = indexOfGameKey(resultKey);
    const requires = record.requires.map((group) => group.map(indexOfGameKey));
    const removes = record.removes.map(indexOfGameKey);
    return {
      kind: 'fusion',
      rule: {
        kind: 'fusion',
        resultId: idOf(result),
        requires: requires.map((group) => group.map(idOf)),
        removes: removes.map(idOf),
      },
      result,
      requires,
      removes,
    };
  }),
];

/** Every rule in the order one pass applies them. */
export const mutationRules: readonly MutationRule[] = globalSteps.map((step) => step.rule);

const stepMembers = (step: GlobalStep): number[] =>
  step.kind === 'chain' ? [...step.members] : [step.result, ...step.requires.flat(), ...step.removes];

/** A rule compiled onto one component's local bits. */
export interface ComponentStep {
  /** Position in the global pass order. */
  readonly order: number;
  readonly rule: MutationRule;
  readonly isChain: boolean;
  /** Chain: member bits, best first. */
  readonly chainBits: readonly number[];
  /** Chain: all member bits. Fusion: the `removes` bits. */
  readonly mask: number;
  /** Fusion: the result bit (0 for chains). */
  readonly resultBit: number;
  /** Fusion: one mask per requirement group. */
  readonly groupMasks: readonly number[];
}

export interface RuleComponent {
  /** Global mutation indices in data order; member i is local bit 1 << i. */
  readonly members: readonly number[];
  readonly steps: readonly ComponentStep[];
  /**
   * The same steps flattened for speed (the max search and the tests run millions of passes). Per step:
   * chain  [0, member mask, 0, n, bit₁ … bitₙ (best first)];
   * fusion [1, result bit, removes mask, n, group mask₁ … group maskₙ].
   */
  readonly program: Int32Array;
}

const CHAIN = 0;
const FUSION = 1;

function compileProgram(steps: readonly ComponentStep[]): Int32Array {
  const words: number[] = [];
  for (const step of steps) {
    if (step.isChain) words.push(CHAIN, step.mask, 0, step.chainBits.length, ...step.chainBits);
    else words.push(FUSION, step.resultBit, step.mask, step.groupMasks.length, ...step.groupMasks);
  }
  return Int32Array.from(words);
}

const MAX_COMPONENT_SIZE = 31;

function buildComponents(): { components: RuleComponent[]; componentOf: Int32Array; bitOf: Int32Array } {
  const parent = mutations.map((_, index) => index);
  const find = (x: number): number => {
    while (parent[x] !== x) {
      const grand = parent[parent[x] as number] as number;
      parent[x] = grand;
      x = grand;
    }
    return x;
  };
  const membersOfStep = globalSteps.map(stepMembers);
  const inRule = new Set<number>();
  for (const members of membersOfStep) {
    for (const member of members) {
      inRule.add(member);
      parent[find(member)] = find(members[0] as number);
    }
  }
  const byRoot = new Map<number, number[]>();
  for (const index of [...inRule].sort((a, b) => a - b)) {
    const root = find(index);
    const members = byRoot.get(root);
    if (members) members.push(index);
    else byRoot.set(root, [index]);
  }
  const componentOf = new Int32Array(mutations.length).fill(-1);
  const bitOf = new Int32Array(mutations.length);
  const componentMembers = [...byRoot.values()];
  componentMembers.forEach((members, componentIndex) => {
    if (members.length > MAX_COMPONENT_SIZE) {
      throw new Error(`A mutation rule component has ${members.length} members; bit masks hold ${MAX_COMPONENT_SIZE}`);
    }
    members.forEach((member, position) => {
      componentOf[member] = componentIndex;
      bitOf[member] = 1 << position;
    });
  });
  const bits = (list: readonly number[]) => list.reduce((mask, member) => mask | (bitOf[member] as number), 0);
  // Each rule goes to its component in one pass over the rules, keeping the global order within each component.
  const stepsOf: ComponentStep[][] = componentMembers.map(() => []);
  globalSteps.forEach((step, order) => {
    const componentIndex = componentOf[membersOfStep[order]?.[0] as number] as number;
    (stepsOf[componentIndex] as ComponentStep[]).push(
      step.kind === 'chain'
        ? {
            order,
            rule: step.rule,
            isChain: true,
            chainBits: step.members.map((member) => bitOf[member] as number),
            mask: bits(step.members),
            resultBit: 0,
            groupMasks: [],
          }
        : {
            order,
            rule: step.rule,
            isChain: false,
            chainBits: [],
            mask: bits(step.removes),
            resultBit: bitOf[step.result] as number,
            groupMasks: step.requires.map(bits),
          },
    );
  });
  const components = componentMembers.map((members, index): RuleComponent => {
    const steps = stepsOf[index] as ComponentStep[];
    return { members, steps, program: compileProgram(steps) };
  });
  return { components, componentOf, bitOf };
}

const built = buildComponents();
export const ruleComponents: readonly RuleComponent[] = built.components;
/** Component index of each mutation, or -1 when no rule names it. */
export const componentOfMutation: Int32Array = built.componentOf;
/** Local bit of each mutation inside its component. */
export const bitOfMutation: Int32Array = built.bitOf;

type StepListener = (step: ComponentStep, before: number, after: number) => void;

/** One pass of every rule of the component over the mask. */
export function passComponent(component: RuleComponent, mask: number, listener?: StepListener): number {
  const program = component.program;
  let at = 0;
  let stepNumber = 0;
  while (at < program.length) {
    const kind = program[at] as number;
    const first = program[at + 1] as number;
    const second = program[at + 2] as number;
    const items = at + 4;
    at = items + (program[at + 3] as number);
    const before = mask;
    if (kind === CHAIN) {
      const present = mask & first;
      if ((present & (present - 1)) !== 0) {
        let keep = 0;
        for (let i = items; i < at; i++) {
          if (present & (program[i] as number)) {
            keep = program[i] as number;
            break;
          }
        }
        mask = (mask & ~first) | keep;
      }
    } else {
      let fires = (mask & first) !== 0;
      if (!fires) {
        fires = true;
        for (let i = items; i < at; i++) {
          if ((mask & (program[i] as number)) === 0) {
            fires = false;
            break;
          }
        }
      }
      if (fires) mask = (mask & ~second) | first;
    }
    if (listener && mask !== before) listener(component.steps[stepNumber] as ComponentStep, before, mask);
    stepNumber++;
  }
  return mask;
}

/** Passes cannot cycle with the current data (checked exhaustively by the tests); this only guards a data change. */
const MAX_PASSES = 64;

export interface RecordedChange {
  readonly pass: number;
  readonly order: number;
  readonly change: MutationChange;
}

function idsOfBits(component: RuleComponent, mask: number): string[] {
  const ids: string[] = [];
  component.members.forEach((member, position) => {
    if (mask & (1 << position)) ids.push(idOf(member));
  });
  return ids;
}

/** Applies passes until nothing changes. Recorded changes skip passes whose steps cancel out. */
export function settleComponent(component: RuleComponent, mask: number, record?: RecordedChange[]): number {
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const passChanges: RecordedChange[] | undefined = record && [];
    const listener: StepListener | undefined =
      passChanges &&
      ((step, before, after) =>
        passChanges.push({
          pass,
          order: step.order,
          change: {
            rule: step.rule,
            removedIds: idsOfBits(component, before & ~after),
            addedIds: idsOfBits(component, after & ~before),
          },
        }));
    const next = passComponent(component, mask, listener);
    if (next === mask) return mask;
    if (passChanges) record?.push(...passChanges);
    mask = next;
  }
  throw new Error('Mutation rules did not settle; check the combos in mutations.json');
}

/** Splits indices into per-component masks and the mutations no rule touches. */
function splitByComponent(indices: readonly number[]): { masks: Map<number, number>; free: number[] } {
  const masks = new Map<number, number>();
  const free: number[] = [];
  for (const index of indices) {
    const component = componentOfMutation[index] as number;
    if (component < 0) free.push(index);
    else masks.set(component, (masks.get(component) ?? 0) | (bitOfMutation[index] as number));
  }
  return { masks, free };
}

export function resolveIndices(indices: readonly number[], withChanges: boolean): { indices: number[]; changes: MutationChange[] } {
  const { masks, free } = splitByComponent(indices);
  const result = [...free];
  const recorded: RecordedChange[] | undefined = withChanges ? [] : undefined;
  let changed = false;
  for (const [componentIndex, mask] of masks) {
    const component = ruleComponents[componentIndex] as RuleComponent;
    const settled = settleComponent(component, mask, recorded);
    if (settled !== mask) changed = true;
    component.members.forEach((member, position) => {
      if (settled & (1 << position)) result.push(member);
    });
  }
  result.sort((a, b) => a - b);
  const changes = changed && recorded ? recorded.sort((a, b) => a.pass - b.pass || a.order - b.order).map((r) => r.change) : [];
  return { indices: result, changes };
}

export function isLegalIndexSet(indices: readonly number[]): boolean {
  const { masks } = splitByComponent(indices);
  for (const [componentIndex, mask] of masks) {
    if (passComponent(ruleComponents[componentIndex] as RuleComponent, mask) !== mask) return false;
  }
  return true;
}

/** The fruit the game would hold for these mutations, and the rules that changed it. */
export function resolveMutations(mutationIds: readonly string[]): ResolvedMutations {
  const { indices, changes } = resolveIndices(mutationIndicesOf(mutationIds), true);
  return { mutationIds: indices.map(idOf), changes };
}

/** Whether a fruit can hold exactly these mutations (resolving them changes nothing). */
export function isLegalMutationSet(mutationIds: readonly string[]): boolean {
  return isLegalIndexSet(mutationIndicesOf(mutationIds));
}

/** Preview on already-resolved indices (bestNextMutations reuses it without re-validating). */
export function previewAddIndex(current: readonly number[], candidate: number): { preview: MutationPreview; indices: readonly number[] } {
  const candidateId = idOf(candidate);
  if (current.includes(candidate)) {
    const preview: MutationPreview = {
      candidateId,
      effect: 'already-present',
      mutationIds: current.map(idOf),
      candidateKept: true,
      removedIds: [],
      addedIds: [],
      changes: [],
    };
    return { preview, indices: current };
  }
  const { indices, changes } = resolveIndices([...current, candidate], true);
  const after = new Set(indices);
  const before = new Set(current);
  const removedIds = current.filter((index) => !after.has(index)).map(idOf);
  const addedIds = indices.filter((index) => index !== candidate && !before.has(index)).map(idOf);
  const candidateKept = after.has(candidate);
  const preview: MutationPreview = {
    candidateId,
    effect: candidateKept && removedIds.length === 0 && addedIds.length === 0 ? 'adds' : 'changes',
    mutationIds: indices.map(idOf),
    candidateKept,
    removedIds,
    addedIds,
    changes,
  };
  return { preview, indices };
}

/**
 * What adding `candidateId` to a fruit with `currentMutationIds` would do. The current list is resolved first, so the
 * preview describes the fruit the game would really hold.
 */
export function previewAddMutation(currentMutationIds: readonly string[], candidateId: string): MutationPreview {
  const current = resolveIndices(mutationIndicesOf(currentMutationIds), false).indices;
  const [candidate] = mutationIndicesOf([candidateId], 'candidateId');
  return previewAddIndex(current, candidate as number).preview;
}

/**
 * The mutation data as a link's fruit is read against it. The link contracts take it as a value, so a page that only
 * writes links (the wiki's links to the calculator) loads none of the data.
 */
export interface MutationLookups {
  readonly findVariant: (id: string) => Variant | undefined;
  readonly findMutation: (id: string) => Mutation | undefined;
  readonly resolveMutations: (mutationIds: readonly string[]) => ResolvedMutations;
}

export const mutationLookups: MutationLookups = { findVariant, findMutation, resolveMutations };
