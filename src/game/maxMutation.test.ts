import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crops, getCrop } from './crops';
import mutationsJson from './data/mutations.json' with { type: 'json' };
import { GameInputError } from './inputs';
import { maxMutationSet, maxMutationSets, type MutationPool } from './maxMutation';
import { MUTATION_CROP_RESTRICTIONS, mutations } from './mutationData';
import { isLegalMutationSet, mutationRules, resolveMutations } from './mutationRules';
import type { MutationsFile } from './schema';
import { refComponents, refIsLegal, refMutations, refMutMulti } from './test-support/referenceRules';

/** The precomputed spec-list max set the data file ships with, which the engine's search must find again. */
const dataMaxMutation = (mutationsJson as MutationsFile).maxMutation;

const sorted = (ids: readonly string[]) => [...ids].sort();

describe('spec pool (the product spec list)', () => {
  it('gives MutMulti 1,403 and ×70,150 on a crop without Dawnbound, the data set exactly', () => {
    const result = maxMutationSet(getCrop('carrot'), { pool: 'spec' });
    expect(result.variantId).toBe('rainbow');
    expect(result.variantMultiplier).toBe(50);
    expect(result.mutationMultiplier).toBe(1403);
    expect(result.totalMultiplier).toBe(70150);
    expect(sorted(result.mutationIds)).toEqual(sorted(dataMaxMutation.mutations));
    expect(result.excludedByRestriction).toEqual(['dawnbound']);
    expect(result.mutationMultiplier).toBe(dataMaxMutation.mutMulti);
  });

  it.each(['sunflower', 'legacy-sunflower'])('gives 1,552 and ×77,600 with Dawnbound on %s', (cropId) => {
    const result = maxMutationSet(getCrop(cropId), { pool: 'spec' });
    expect(result.mutationMultiplier).toBe(1552);
    expect(result.totalMultiplier).toBe(77600);
    expect(sorted(result.mutationIds)).toEqual(sorted(dataMaxMutation.withDawnbound.mutations));
    expect(result.excludedByRestriction).toEqual([]);
  });
});

describe('all mutations (default pool)', () => {
  it('is legal, leaves restricted mutations out on other crops and is the same for every such crop', () => {
    const carrot = maxMutationSet(getCrop('carrot'));
    expect(carrot.pool).toBe('all');
    expect(isLegalMutationSet([...carrot.mutationIds])).toBe(true);
    expect(carrot.mutationIds).not.toContain('dawnbound');
    expect(maxMutationSet(getCrop('moon-mango'))).toEqual({ ...carrot, cropId: 'moon-mango' });
    expect(maxMutationSet(getCrop('sunflower')).mutationIds).toContain('dawnbound');
  });

  it('holds no mutation whose rules the data does not know, and names each one it left out for that', () => {
    const unknownRules = mutations.filter((mutation) => !mutation.rulesKnown).map((mutation) => mutation.id);
    expect(unknownRules.length).toBeGreaterThan(0);
    const carrot = maxMutationSet(getCrop('carrot'));
    for (const id of unknownRules) expect(carrot.mutationIds).not.toContain(id);
    expect(carrot.excludedUnknownRules).toEqual(unknownRules);
    // The spec's list predates them: nothing is left out of it for that.
    expect(maxMutationSet(getCrop('carrot'), { pool: 'spec' }).excludedUnknownRules).toEqual([]);
  });

  it('passes the resolver unchanged in any order, and holds no conflictsWith pair a rule could separate', () => {
    const ids = maxMutationSet(getCrop('carrot')).mutationIds;
    for (const order of [ids, [...ids].reverse()]) expect(resolveMutations(order)).toEqual({ mutationIds: ids, changes: [] });
    // conflictsWith names pairs that are not a settled fruit on their own. The max set may still hold such a pair when
    // no chain or fusion removes either member (Gloom and Umbral, beside Grim: see mutationRules.test.ts).
    const removable = new Set(mutationRules.flatMap((rule) => (rule.kind === 'chain' ? rule.memberIds : rule.removes)));
    const conflictsOf = new Map(mutations.map((mutation) => [mutation.id, mutation.conflictsWith]));
    const heldPairs = ids.flatMap((a, i) =>
      ids
        .slice(i + 1)
        .filter((b) => conflictsOf.get(a)?.includes(b))
        .map((b) => [a, b]),
    );
    for (const pair of heldPairs) for (const id of pair) expect(removable.has(id), `${pair.join('+')}: ${id}`).toBe(false);
    expect(heldPairs).toEqual([['gloom', 'umbral']]);
  });

  it('is optimal: brute force over every subset of every rule component with the independent reference', () => {
    const { components, freeIds } = refComponents();
    const byId = new Map(refMutations.map((mutation) => [mutation.id, mutation]));
    // Every legal subset of each component, found by trying all 2^n subsets once.
    const legalSubsets = components.map((component) => {
      const legal: number[] = [];
      for (let mask = 0; mask < 1 << component.ids.length; mask++) if (component.pass(mask) === mask) legal.push(mask);
      return legal;
    });
    const best = (pool: MutationPool, cropId: string): number => {
      const allowed = (id: string) => {
        const mutation = byId.get(id);
        const restriction = (MUTATION_CROP_RESTRICTIONS as Record<string, readonly string[]>)[id];
        return (
          !!mutation && mutation.rulesKnown && (pool === 'all' || mutation.inSpecList) && (!restriction || restriction.includes(cropId))
        );
      };
      let total = 1;
      for (const id of freeIds) if (allowed(id)) total += (byId.get(id)?.multiplier ?? 1) - 1;
      components.forEach((component, index) => {
        const gains = component.ids.map((id) => (byId.get(id)?.multiplier ?? 1) - 1);
        const allowedMask = component.ids.reduce((mask, id, bit) => (allowed(id) ? mask | (1 << bit) : mask), 0);
        let bestGain = 0;
        for (const mask of legalSubsets[index] ?? []) {
          if ((mask & ~allowedMask) !== 0) continue;
          let gain = 0;
          for (let bit = 0; bit < gains.length; bit++) if (mask & (1 << bit)) gain += gains[bit] as number;
          bestGain = Math.max(bestGain, gain);
        }
        total += bestGain;
      });
      return total;
    };
    for (const [pool, cropId] of [
      ['all', 'carrot'],
      ['all', 'sunflower'],
      ['spec', 'carrot'],
      ['spec', 'sunflower'],
    ] as const) {
      const engine = maxMutationSet(getCrop(cropId), { pool });
      expect(engine.mutationMultiplier, `${pool} on ${cropId}`).toBe(best(pool, cropId));
      expect(refIsLegal(engine.mutationIds)).toBe(true);
      expect(refMutMulti(engine.mutationIds)).toBe(engine.mutationMultiplier);
    }
  }, 60_000);

  it('no random set, once the game resolves it, beats the max (property)', () => {
    const max = maxMutationSet(getCrop('carrot')).mutationMultiplier;
    const allowedIds = mutations.filter((mutation) => mutation.rulesKnown && mutation.id !== 'dawnbound').map((mutation) => mutation.id);
    fc.assert(
      fc.property(fc.subarray(allowedIds), (ids) => {
        const held = resolveMutations(ids).mutationIds;
        expect(refMutMulti(held)).toBeLessThanOrEqual(max);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('input checks', () => {
  it('rejects unknown crops and pools', () => {
    expect(() => maxMutationSet(getCrop('nope'))).toThrow(expect.objectContaining({ code: 'unknown-crop', field: 'cropId' }));
    expect(() => maxMutationSet(getCrop('carrot'), { pool: 'most' as MutationPool })).toThrow(GameInputError);
    expect(() => maxMutationSet(getCrop('carrot'), { pool: 'most' as MutationPool })).toThrow(
      expect.objectContaining({ code: 'invalid-pool' }),
    );
  });

  it('works for every crop', () => {
    for (const crop of crops) expect(maxMutationSet(getCrop(crop.id), { pool: 'spec' }).mutationMultiplier).toBeGreaterThanOrEqual(1403);
  });

  it('gives a list of crops, in order, each crop’s own set, as one crop at a time would', () => {
    const ids = [...crops.map((crop) => crop.id)].reverse();
    const sets = maxMutationSets(ids.map(getCrop));
    expect(sets.map((set) => set.cropId)).toEqual(ids);
    for (const set of sets) expect(set).toEqual(maxMutationSet(getCrop(set.cropId)));
    // Restricted mutations make the sets differ between crops.
    expect(new Set(sets.map((set) => set.mutationIds.join(','))).size).toBeGreaterThan(1);
    expect(() => maxMutationSets(['carrot', 'nope'].map(getCrop))).toThrow(expect.objectContaining({ code: 'unknown-crop' }));
  });
});
