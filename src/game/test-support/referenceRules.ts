/*
 * Test-only, independent re-implementation of the mutation combination model, written straight from the brief and
 * mutations.json (game keys, no engine imports), so the engine's resolver, legality check and max search can be
 * checked against something that does not share their code.
 */
import mutationsJson from '../data/mutations.json';

interface RefMutation {
  readonly id: string;
  readonly gameKey: string;
  readonly multiplier: number;
  readonly inSpecList: boolean;
  readonly rulesKnown: boolean;
}

// Mutations whose combination rules are unknown (rulesKnown false) join no chain or fusion below.
export const refMutations: readonly RefMutation[] = mutationsJson.mutations;
const idByKey = new Map(refMutations.map((mutation) => [mutation.gameKey, mutation.id]));
const toId = (key: string): string => {
  const id = idByKey.get(key);
  if (id === undefined) throw new Error(`unknown game key ${key}`);
  return id;
};

const chains: string[][] = Object.values(mutationsJson.combos.chains).map((keys) => keys.map(toId));
const fusions = Object.entries(mutationsJson.combos.fusions).map(([result, fusion]) => ({
  result: toId(result),
  requires: fusion.requires.map((group) => group.map(toId)),
  removes: fusion.removes.map(toId),
}));

/** One application of every rule: chains, then fusions in data order. */
export function refPass(input: Iterable<string>): Set<string> {
  const set = new Set(input);
  for (const chain of chains) {
    const present = chain.filter((id) => set.has(id));
    for (const loser of present.slice(1)) set.delete(loser);
  }
  for (const fusion of fusions) {
    const ready = set.has(fusion.result) || fusion.requires.every((group) => group.some((id) => set.has(id)));
    if (!ready) continue;
    for (const id of fusion.removes) set.delete(id);
    set.add(fusion.result);
  }
  return set;
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((id) => b.has(id));

export function refIsLegal(ids: Iterable<string>): boolean {
  const set = new Set(ids);
  return sameSet(refPass(set), set);
}

export function refResolve(ids: Iterable<string>): Set<string> {
  let set = new Set(ids);
  for (let pass = 0; pass < 100; pass++) {
    const next = refPass(set);
    if (sameSet(next, set)) return set;
    set = next;
  }
  throw new Error('reference resolver did not settle');
}

export function refMutMulti(ids: Iterable<string>): number {
  let sum = 1;
  for (const id of ids) sum += (refMutations.find((mutation) => mutation.id === id) as RefMutation).multiplier - 1;
  return Math.max(1, sum);
}

/** Mutations linked by any rule, grouped (members in data order), for exhaustive checks over bit masks. */
export interface RefComponent {
  readonly ids: readonly string[];
  /** Same semantics as refPass, on a mask where bit i is ids[i]. */
  readonly pass: (mask: number) => number;
}

export function refComponents(): { components: RefComponent[]; freeIds: string[] } {
  const groups: Set<string>[] = [];
  const rules = [...chains, ...fusions.map((fusion) => [fusion.result, ...fusion.requires.flat(), ...fusion.removes])];
  for (const rule of rules) {
    const touching = groups.filter((group) => rule.some((id) => group.has(id)));
    const merged = new Set(rule);
    for (const group of touching) {
      for (const id of group) merged.add(id);
      groups.splice(groups.indexOf(group), 1);
    }
    groups.push(merged);
  }
  const order = new Map(refMutations.map((mutation, index) => [mutation.id, index]));
  const components = groups.map((group): RefComponent => {
    const ids = [...group].sort((a, b) => (order.get(a) as number) - (order.get(b) as number));
    const bit = (id: string) => 1 << ids.indexOf(id);
    const bitsOf = (list: readonly string[]) => list.filter((id) => group.has(id)).map(bit);
    const myChains = chains.filter((chain) => group.has(chain[0] as string)).map(bitsOf);
    const myFusions = fusions
      .filter((fusion) => group.has(fusion.result))
      .map((fusion) => ({
        result: bit(fusion.result),
        groups: fusion.requires.map((requirement) => bitsOf(requirement).reduce((a, b) => a | b, 0)),
        removes: bitsOf(fusion.removes).reduce((a, b) => a | b, 0),
      }));
    // Plain loops: this runs for every one of the 2^25 subsets of the largest component.
    const chainBits = myChains.map((chain) => Int32Array.from(chain));
    const fusionResults = Int32Array.from(myFusions.map((fusion) => fusion.result));
    const fusionRemoves = Int32Array.from(myFusions.map((fusion) => fusion.removes));
    const fusionGroups = myFusions.map((fusion) => Int32Array.from(fusion.groups));
    const pass = (start: number): number => {
      let mask = start;
      for (const chain of chainBits) {
        let seen = false;
        for (let i = 0; i < chain.length; i++) {
          const b = chain[i] as number;
          if ((mask & b) === 0) continue;
          if (seen) mask &= ~b;
          seen = true;
        }
      }
      for (let f = 0; f < fusionResults.length; f++) {
        const result = fusionResults[f] as number;
        let ready = (mask & result) !== 0;
        if (!ready) {
          const groups = fusionGroups[f] as Int32Array;
          ready = true;
          for (let g = 0; g < groups.length; g++) if ((mask & (groups[g] as number)) === 0) ready = false;
        }
        if (ready) mask = (mask & ~(fusionRemoves[f] as number)) | result;
      }
      return mask;
    };
    return { ids, pass };
  });
  const inRules = new Set(groups.flatMap((group) => [...group]));
  return { components, freeIds: refMutations.map((mutation) => mutation.id).filter((id) => !inRules.has(id)) };
}
