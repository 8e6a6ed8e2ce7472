import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestNextMutations, mutationContributions } from './contributions';
import { getCrop } from './crops';
import { mutations } from './mutationData';
import { refMutMulti, refResolve } from './test-support/referenceRules';

const allIds = mutations.map((mutation) => mutation.id);
const unknownRules = mutations.filter((mutation) => !mutation.rulesKnown).map((mutation) => mutation.id);

describe('mutationContributions', () => {
  it('gives m − 1 per mutation and shares that sum to one with the base', () => {
    const result = mutationContributions(['frozen', 'shocked']);
    expect(result.mutationMultiplier).toBe(109);
    expect(result.items.map((item) => [item.mutationId, item.contribution])).toEqual([
      ['shocked', 99],
      ['frozen', 9],
    ]);
    expect(result.items[0]?.share).toBeCloseTo(99 / 109, 12);
    expect(result.baseShare + result.items.reduce((sum, item) => sum + item.share, 0)).toBeCloseTo(1, 12);
  });

  it('works on the resolved fruit', () => {
    const result = mutationContributions(['wet', 'chilled']);
    expect(result.resolvedMutationIds).toEqual(['frozen']);
    expect(result.mutationChanges).toHaveLength(1);
    expect(result.items).toEqual([{ mutationId: 'frozen', multiplier: 10, contribution: 9, share: 0.9 }]);
  });

  it('has only the base for a fruit without mutations', () => {
    expect(mutationContributions([])).toMatchObject({ mutationMultiplier: 1, baseShare: 1, items: [] });
  });
});

describe('bestNextMutations', () => {
  it('sorts by gain, best first, and skips mutations already on the fruit', () => {
    const options = bestNextMutations(getCrop('carrot'), ['shocked']);
    expect(options.map((option) => option.candidateId)).not.toContain('shocked');
    for (let i = 1; i < options.length; i++) expect(options[i - 1]?.gain).toBeGreaterThanOrEqual(options[i]?.gain as number);
    expect(options[0]).toMatchObject({ candidateId: 'goldsparkle', gain: 499, effect: 'adds' });
  });

  it('shows what a fusing candidate does: Chilled on a Wet fruit makes Frozen (+8)', () => {
    const chilled = bestNextMutations(getCrop('carrot'), ['wet']).find((option) => option.candidateId === 'chilled');
    expect(chilled).toMatchObject({
      effect: 'changes',
      mutationIds: ['frozen'],
      removedIds: ['wet'],
      addedIds: ['frozen'],
      mutationMultiplier: 10,
      gain: 8,
    });
  });

  it('follows chained fusions and shows candidates that gain nothing', () => {
    const options = bestNextMutations(getCrop('carrot'), ['molten', 'meteoric']);
    // Molten + Flaming → Blazing, then Meteoric + Blazing → Infernal: 1 + 179 − (1 + 24 + 124).
    expect(options.find((option) => option.candidateId === 'flaming')).toMatchObject({ mutationIds: ['infernal'], gain: 31 });
    const absorbed = bestNextMutations(getCrop('carrot'), ['tempestuous']).find((option) => option.candidateId === 'windstruck');
    expect(absorbed).toMatchObject({ effect: 'changes', candidateKept: false, gain: 0 });
    // Clay replaces Drenched: worth the same, but the fruit changes.
    const replaced = bestNextMutations(getCrop('carrot'), ['drenched']).find((option) => option.candidateId === 'clay');
    expect(replaced).toMatchObject({ effect: 'changes', candidateKept: true, removedIds: ['drenched'], gain: 0 });
  });

  it('offers no mutation whose rules the data does not know: what adding it makes is not known', () => {
    expect(unknownRules.length).toBeGreaterThan(0);
    const offered = bestNextMutations(getCrop('carrot'), []).map((option) => option.candidateId);
    for (const id of unknownRules) expect(offered).not.toContain(id);
  });

  it('leaves out restricted mutations on other crops only', () => {
    expect(bestNextMutations(getCrop('carrot'), []).map((option) => option.candidateId)).not.toContain('dawnbound');
    expect(bestNextMutations(getCrop('sunflower'), []).map((option) => option.candidateId)).toContain('dawnbound');
  });

  it('agrees with the independent reference on random fruits (property)', () => {
    fc.assert(
      fc.property(fc.subarray(allIds, { maxLength: 12 }), (ids) => {
        const current = refResolve(ids);
        const options = bestNextMutations(getCrop('sunflower'), ids);
        const unknownRulesNotHeld = unknownRules.filter((id) => !current.has(id)).length;
        expect(options).toHaveLength(allIds.length - current.size - unknownRulesNotHeld);
        for (const option of options.slice(0, 20)) {
          const after = refResolve([...current, option.candidateId]);
          expect([...option.mutationIds].sort()).toEqual([...after].sort());
          expect(option.gain).toBe(refMutMulti(after) - refMutMulti(current));
        }
      }),
      { numRuns: 200 },
    );
  });
});
