import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { GameInputError } from './inputs';
import { mutations } from './mutationData';
import {
  isLegalMutationSet,
  mutationRules,
  passComponent,
  previewAddMutation,
  resolveMutations,
  ruleComponents,
  settleComponent,
  type RuleComponent,
} from './mutationRules';
import { refComponents, refIsLegal, refResolve } from './test-support/referenceRules';

const resolved = (ids: string[]) => [...resolveMutations(ids).mutationIds].sort();
const allIds = mutations.map((mutation) => mutation.id);

/**
 * The engine's one pass over every subset (bit mask) of a rule component, worked out once for the two tests that go
 * through all of them (2^25 subsets for the largest component: seconds each time).
 */
const passTables = new Map<RuleComponent, Int32Array>();
function enginePasses(component: RuleComponent): Int32Array {
  let table = passTables.get(component);
  if (!table) {
    table = new Int32Array(1 << component.members.length);
    for (let mask = 0; mask < table.length; mask++) table[mask] = passComponent(component, mask);
    passTables.set(component, table);
  }
  return table;
}
// The largest table is 128 MB: let it go with the file's last test.
afterAll(() => passTables.clear());

describe('chains keep the best member', () => {
  it.each([
    [['wet', 'drenched'], ['drenched']],
    [['amber', 'oldamber'], ['oldamber']],
    [['amber', 'oldamber', 'ancientamber'], ['ancientamber']],
    [['burnt', 'cooked'], ['cooked']],
    [['wilted', 'withered', 'desolate'], ['desolate']],
  ])('%j → %j', (input, expected) => {
    expect(resolved(input)).toEqual([...expected].sort());
  });

  it('reports the chain as the reason', () => {
    const { changes } = resolveMutations(['wet', 'drenched']);
    expect(changes).toEqual([
      { rule: { kind: 'chain', name: 'BestWet', memberIds: ['drenched', 'wet'] }, removedIds: ['wet'], addedIds: [] },
    ]);
  });
});

describe('fusions', () => {
  it.each([
    [['wet', 'chilled'], ['frozen']],
    [['drenched', 'chilled'], ['frozen']],
    [['wet', 'sandy'], ['clay']],
    [['drenched', 'sandy'], ['clay']],
    [['clay', 'burnt'], ['ceramic']],
    [['clay', 'fried'], ['ceramic']],
    [['clay', 'cooked'], ['ceramic']],
    [
      ['clay', 'molten'],
      ['ceramic', 'molten'],
    ],
    [
      ['clay', 'sundried'],
      ['ceramic', 'sundried'],
    ],
    [['verdant', 'sundried'], ['paradisal']],
    [['windstruck', 'twisted'], ['tempestuous']],
    [['cooked', 'fried'], ['sizzled']],
    [['celestial', 'aurora'], ['cosmic']],
    [['zombified', 'infected'], ['plagued']],
    [['molten', 'flaming'], ['blazing']],
    [['shocked', 'static', 'tempestuous'], ['stormcharged']],
    [['choc', 'gummy', 'candy'], ['confection']],
    [['toxic', 'acidic'], ['corrosive']],
    [['glitched', 'plasma'], ['fractured']],
    [['alienlike', 'alienated'], ['extraterrestrial']],
  ])('%j → %j', (input, expected) => {
    expect(resolved(input)).toEqual([...expected].sort());
  });

  it('chains into later fusions: Wet + Sandy + Burnt becomes Ceramic', () => {
    expect(resolved(['wet', 'sandy', 'burnt'])).toEqual(['ceramic']);
    expect(resolved(['meteoric', 'molten', 'flaming'])).toEqual(['infernal']);
  });

  it('two of a three-way fusion may coexist', () => {
    expect(isLegalMutationSet(['shocked', 'static'])).toBe(true);
    expect(isLegalMutationSet(['shocked', 'static', 'tempestuous'])).toBe(false);
  });

  it('a present result removes its own parts: Wet on a Frozen fruit leaves Frozen', () => {
    expect(resolved(['frozen', 'wet'])).toEqual(['frozen']);
    expect(isLegalMutationSet(['chilled', 'frozen'])).toBe(false);
    expect(isLegalMutationSet(['frozen', 'sandy'])).toBe(true);
    expect(isLegalMutationSet(['ceramic', 'molten', 'sundried', 'sandy', 'frozen'])).toBe(true);
  });

  it('describes a fusion change structurally', () => {
    const { mutationIds, changes } = resolveMutations(['wet', 'chilled', 'shocked']);
    expect(mutationIds).toEqual(['shocked', 'frozen']);
    expect(changes).toEqual([
      {
        rule: {
          kind: 'fusion',
          resultId: 'frozen',
          requires: [['drenched', 'wet'], ['chilled']],
          removes: ['drenched', 'wet', 'chilled'],
        },
        removedIds: ['wet', 'chilled'],
        addedIds: ['frozen'],
      },
    ]);
  });

  it('lists every rule of the data once, chains first', () => {
    expect(mutationRules.filter((rule) => rule.kind === 'chain')).toHaveLength(4);
    expect(mutationRules.filter((rule) => rule.kind === 'fusion')).toHaveLength(39);
    expect(mutationRules.findIndex((rule) => rule.kind === 'fusion')).toBe(4);
  });
});

describe('the model reproduces the data', () => {
  it("pairwise conflicts equal every mutation's conflictsWith", () => {
    const mismatches: string[] = [];
    for (const a of mutations) {
      const implied = allIds.filter((b) => b !== a.id && !isLegalMutationSet([a.id, b])).sort();
      const listed = [...a.conflictsWith].sort();
      if (implied.join() !== listed.join()) mismatches.push(`${a.id}: model ${implied.join()} / data ${listed.join()}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('every single mutation is legal on its own', () => {
    for (const id of allIds) expect(isLegalMutationSet([id]), id).toBe(true);
  });
});

// The game's MutationCombos gives Shadowbound the ResultsOverwrite Bloom, Rot, Blight, Pestilent (mutations.json copies it
// as `removes`): Gloom + Umbral make Shadowbound without being consumed, and no rule removes either. Gloom's
// conflictsWith names Umbral because the two alone are not a settled fruit, not because a fruit cannot hold both.
describe('Gloom and Umbral: the Shadowbound fusion keeps its parts', () => {
  it('Gloom + Umbral add Shadowbound and both stay', () => {
    expect(resolveMutations(['umbral', 'gloom'])).toEqual({
      mutationIds: ['gloom', 'umbral', 'shadowbound'],
      changes: [
        {
          rule: {
            kind: 'fusion',
            resultId: 'shadowbound',
            requires: [['gloom'], ['umbral']],
            removes: ['bloom', 'rot', 'blight', 'pestilent'],
          },
          removedIds: [],
          addedIds: ['shadowbound'],
        },
      ],
    });
    expect(isLegalMutationSet(['gloom', 'umbral'])).toBe(false);
    expect(isLegalMutationSet(['gloom', 'umbral', 'shadowbound'])).toBe(true);
    // Grim, later in the pass, clears the Shadowbound this pass made, so the fruit ends as it started.
    expect(resolveMutations(['grim', 'umbral', 'gloom'])).toEqual({ mutationIds: ['gloom', 'umbral', 'grim'], changes: [] });
  });

  it('no chain or fusion removes Gloom or Umbral', () => {
    for (const rule of mutationRules) {
      const removable = rule.kind === 'chain' ? rule.memberIds : rule.removes;
      expect(removable, JSON.stringify(rule)).not.toContain('gloom');
      expect(removable, JSON.stringify(rule)).not.toContain('umbral');
    }
  });

  it('a fruit with both keeps both and exactly one of Shadowbound and Grim, whatever else it holds, in any order (property)', () => {
    const others = allIds.filter((id) => id !== 'gloom' && id !== 'umbral');
    fc.assert(
      fc.property(fc.shuffledSubarray(others, { maxLength: 30 }), fc.nat(), fc.nat(), (rest, gloomAt, umbralAt) => {
        const ids = [...rest];
        ids.splice(gloomAt % (ids.length + 1), 0, 'gloom');
        ids.splice(umbralAt % (ids.length + 1), 0, 'umbral');
        const result = resolveMutations(ids);
        expect(resolveMutations([...ids].reverse())).toEqual(result);
        expect(result.mutationIds).toEqual(expect.arrayContaining(['gloom', 'umbral']));
        expect(['shadowbound', 'grim'].filter((id) => result.mutationIds.includes(id))).toHaveLength(1);
      }),
      { numRuns: 1000 },
    );
  });

  it('is the only conflictsWith pair that some legal set holds (every subset of every rule component)', () => {
    const heldPairs = new Set<string>();
    for (const component of ruleComponents) {
      const pairs: [number, number, string][] = [];
      component.members.forEach((member, position) => {
        const mutation = mutations[member] as (typeof mutations)[number];
        for (const otherId of mutation.conflictsWith) {
          const other = component.members.findIndex((candidate) => allIds[candidate] === otherId);
          if (other > position) pairs.push([1 << position, 1 << other, `${mutation.id}+${otherId}`]);
        }
      });
      if (pairs.length === 0) continue;
      const next = enginePasses(component);
      for (let mask = 0; mask < next.length; mask++) {
        if (next[mask] !== mask) continue;
        for (const [a, b, name] of pairs) if (mask & a && mask & b) heldPairs.add(name);
      }
    }
    expect([...heldPairs]).toEqual(['gloom+umbral']);
  }, 60_000);
});

describe('exhaustive check against the independent reference', () => {
  it('on every subset of every rule component one pass gives the same set, and resolving always settles', () => {
    const reference = refComponents().components;
    expect(reference.map((c) => [...c.ids].sort().join()).sort()).toEqual(
      ruleComponents
        .map((c) =>
          c.members
            .map((m) => allIds[m])
            .sort()
            .join(),
        )
        .sort(),
    );
    let subsets = 0;
    let deepest = 0;
    for (const component of ruleComponents) {
      const ids = component.members.map((member) => allIds[member] as string);
      const ref = reference.find((candidate) => candidate.ids.join() === ids.join());
      if (!ref) throw new Error(`no reference component for ${ids.join()}`);
      const size = 1 << ids.length;
      // Equal pass functions mean equal legality and equal resolution for every subset.
      const next = enginePasses(component);
      for (let mask = 0; mask < size; mask++) {
        if (next[mask] !== ref.pass(mask)) throw new Error(`pass differs for ${ids.join()} at mask ${mask}`);
      }
      // Passes needed to settle from each subset; a cycle would never finish (marked -1 while on the path).
      const depth = new Int8Array(size);
      const known = new Uint8Array(size);
      const path: number[] = [];
      for (let start = 0; start < size; start++) {
        let mask = start;
        while (!known[mask]) {
          if (next[mask] === mask) {
            known[mask] = 1;
            break;
          }
          if (depth[mask] === -1) throw new Error(`resolution cycles at mask ${mask} of ${ids.join()}`);
          depth[mask] = -1;
          path.push(mask);
          mask = next[mask] as number;
        }
        let d = depth[mask] as number;
        while (path.length > 0) {
          const on = path.pop() as number;
          d += 1;
          depth[on] = d;
          known[on] = 1;
          // Not Math.max: in Vitest's VM context each read of a global such as Math goes through the context's
          // global object, and this line runs for nearly every one of the 2^25 subsets (11 s against half a second).
          if (d > deepest) deepest = d;
        }
      }
      subsets += size;
    }
    expect(subsets).toBeGreaterThan(1 << 25);
    expect(deepest).toBeGreaterThan(0);
    // The engine gives up after 64 passes; no subset comes close.
    expect(deepest).toBeLessThan(64);
  }, 120_000);

  it('resolution of sampled subsets of the largest component matches the engine resolver', () => {
    const component = ruleComponents.reduce((a, b) => (a.members.length >= b.members.length ? a : b));
    const ids = component.members.map((member) => allIds[member] as string);
    for (let mask = 0; mask < 1 << ids.length; mask += 9973) {
      const chosen = ids.filter((_, position) => mask & (1 << position));
      const settled = settleComponent(component, mask);
      expect([...resolveMutations(chosen).mutationIds].sort()).toEqual(ids.filter((_, p) => settled & (1 << p)).sort());
      expect([...refResolve(chosen)].sort()).toEqual(ids.filter((_, p) => settled & (1 << p)).sort());
    }
  });

  it('random sets over all mutations resolve like the reference, to a legal set', () => {
    fc.assert(
      fc.property(fc.subarray(allIds, { maxLength: 30 }), (ids) => {
        const result = resolveMutations(ids);
        expect([...result.mutationIds].sort()).toEqual([...refResolve(ids)].sort());
        expect(isLegalMutationSet([...result.mutationIds])).toBe(true);
        expect(refIsLegal(result.mutationIds)).toBe(true);
        expect(result.changes.length === 0).toBe(isLegalMutationSet(ids));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('previewAddMutation', () => {
  it('a plain addition changes nothing else', () => {
    expect(previewAddMutation(['frozen'], 'shocked')).toMatchObject({
      effect: 'adds',
      candidateKept: true,
      removedIds: [],
      addedIds: [],
      mutationIds: ['shocked', 'frozen'],
    });
  });

  it('a fusing candidate names the rule, what goes and what comes', () => {
    const preview = previewAddMutation(['wet', 'shocked'], 'chilled');
    expect(preview.effect).toBe('changes');
    expect(preview.candidateKept).toBe(false);
    expect(preview.removedIds).toEqual(['wet']);
    expect(preview.addedIds).toEqual(['frozen']);
    expect(preview.changes.map((change) => change.rule)).toEqual([expect.objectContaining({ kind: 'fusion', resultId: 'frozen' })]);
  });

  it('a candidate absorbed by a present result does not stay', () => {
    const preview = previewAddMutation(['frozen'], 'wet');
    expect(preview).toMatchObject({ effect: 'changes', candidateKept: false, removedIds: [], addedIds: [], mutationIds: ['frozen'] });
  });

  it('a chain candidate can replace a worse member', () => {
    const preview = previewAddMutation(['wet'], 'drenched');
    expect(preview).toMatchObject({ effect: 'changes', candidateKept: true, removedIds: ['wet'], mutationIds: ['drenched'] });
    expect(preview.changes[0]?.rule).toMatchObject({ kind: 'chain', name: 'BestWet' });
  });

  it('already present', () => {
    expect(previewAddMutation(['wet'], 'wet')).toMatchObject({ effect: 'already-present', mutationIds: ['wet'] });
  });

  it('rejects unknown ids with the field that was wrong', () => {
    expect(() => previewAddMutation(['wet'], 'soggy')).toThrow(expect.objectContaining({ code: 'unknown-mutation', field: 'candidateId' }));
    expect(() => previewAddMutation(['soggy'], 'wet')).toThrow(expect.objectContaining({ code: 'unknown-mutation', field: 'mutationIds' }));
  });
});

describe('input checks', () => {
  it('rejects unknown, duplicate and non-array input', () => {
    expect(() => resolveMutations(['nope'])).toThrow(GameInputError);
    expect(() => resolveMutations(['wet', 'wet'])).toThrow(expect.objectContaining({ code: 'duplicate-mutation', field: 'mutationIds' }));
    expect(() => isLegalMutationSet('wet' as unknown as string[])).toThrow(expect.objectContaining({ code: 'invalid-mutation-list' }));
    expect(() => resolveMutations([42 as unknown as string])).toThrow(expect.objectContaining({ code: 'unknown-mutation' }));
  });

  it('sorts results in data order regardless of input order', () => {
    expect(resolveMutations(['frozen', 'shocked']).mutationIds).toEqual(resolveMutations(['shocked', 'frozen']).mutationIds);
  });
});
