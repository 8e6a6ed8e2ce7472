import { describe, expect, it } from 'vitest';
import { GAME_TABLE_NAME, SITE_ADDRESS } from '../test/researchMarks';
import { getMutation, mutations } from './mutationData';
import { mutationAddition, mutationConflicts, mutationRoles } from './mutationFacts';
import { mutationsObtainedAlike, mutationSourceNotes } from './mutationResearch';
import { mutationSourceOf } from './mutationSources';

describe('mutationRoles', () => {
  it('finds Frozen made by its fusion, Wet fusing into Frozen and Clay, and the Wet chain', () => {
    const frozen = mutationRoles('frozen');
    expect(frozen.madeBy.map((rule) => rule.requires)).toEqual([[['drenched', 'wet'], ['chilled']]]);
    const wet = mutationRoles('wet');
    expect(wet.fusesInto.map((rule) => rule.resultId)).toEqual(expect.arrayContaining(['frozen', 'clay']));
    expect(wet.chains.map((rule) => rule.memberIds)).toEqual([['drenched', 'wet']]);
    expect(wet.madeBy).toEqual([]);
  });

  it('finds no rule for a mutation no rule names', () => {
    expect(mutationRoles('cloudtouched')).toEqual({ madeBy: [], fusesInto: [], chains: [] });
    expect(mutationConflicts('cloudtouched')).toEqual([]);
  });
});

describe('mutationConflicts', () => {
  it('lists every conflict of the data with the outcome the engine previews', () => {
    for (const mutation of mutations) {
      const conflicts = mutationConflicts(mutation.id);
      expect(conflicts.map((conflict) => conflict.otherId)).toEqual(mutation.conflictsWith);
      // A conflict always changes the fruit: the pair is never simply added.
      for (const { preview } of conflicts) expect(preview.effect).toBe('changes');
    }
  });

  it('says Chilled on a Wet fruit fuses into Frozen', () => {
    const chilled = mutationConflicts('wet').find((conflict) => conflict.otherId === 'chilled');
    expect(chilled?.preview.mutationIds).toEqual(['frozen']);
  });
});

describe('mutation sources', () => {
  it('has an entry for every mutation, unknown ones empty with confidence none', () => {
    for (const mutation of mutations) {
      const source = mutationSourceOf(mutation.id);
      expect(source.confidence === 'none').toBe(source.obtainedBy.length === 0);
    }
    expect(mutationSourceOf('shocked').obtainedBy).toContainEqual({ kind: 'weather', name: 'Thunderstorm' });
    expect(mutationSourceOf('beanbound')).toEqual({ obtainedBy: [], confidence: 'none' });
    expect(() => mutationSourceOf('not-a-mutation')).toThrow();
  });

  it('names each weather, event, pet, gear and admin event by its game name, without English descriptions', () => {
    expect(mutationSourceOf('meteoric').obtainedBy).toContainEqual({ kind: 'admin', name: 'Meteor Strike' });
    expect(mutationSourceOf('fried').obtainedBy).toContainEqual({ kind: 'event', name: 'Fried Chicken' });
    for (const mutation of mutations) {
      for (const way of mutationSourceOf(mutation.id).obtainedBy) {
        if (way.kind === 'fusion' || way.kind === 'other') continue;
        expect(way.name, `${mutation.id}: ${way.name}`).not.toMatch(/\bevent\b|\bweather\b|[()]/i);
      }
    }
  });

  it('gives each way the research’s remark on it, in the order of the ways', () => {
    const noteOf = (mutationId: string, name: string) => {
      const index = mutationSourceOf(mutationId).obtainedBy.findIndex((way) => way.name === name);
      return mutationSourceNotes(mutationId).ways[index]?.note?.text;
    };
    expect(noteOf('frozen', 'Frost')).toBe('on a crop that is already Wet');
    expect(noteOf('honeygem', 'King Bee')).toBe('Pollinated fruit in the garden may also get Honeygem');
    for (const id of ['moonlit', 'chilled', 'choc']) expect(noteOf(id, 'Tanuki'), id).toMatch(/^fan pages only;/);
    expect(noteOf('tranquil', 'Tranquil')).toBe('community script only');
    expect(noteOf('frozen', 'Polar Bear')).toBe('small chance');
    expect(mutationSourceNotes('moonbeam').note).toEqual({
      text: 'Harvest Moon event ({{harvestMoonEvent}}); fruit with it sells for Moon Coins.',
      values: { harvestMoonEvent: '2026-08-01' },
    });
    for (const mutation of mutations) {
      expect(mutationSourceNotes(mutation.id).ways).toHaveLength(mutationSourceOf(mutation.id).obtainedBy.length);
    }
    // A mutation whose way is not known: what is known around it, or nothing where the research only says so.
    expect(mutationSourceNotes('boil').note?.text).toMatch(/^The Junkbot’s ability is named “OIL OR BOIL”/);
    expect(mutationSourceNotes('tidal')).toEqual({
      ways: [],
      note: { text: 'It came with the ocean pets ({{contentUpdate}}).', values: { contentUpdate: '2026-07-04' } },
    });
    expect(mutationSourceNotes('moist')).toEqual({ ways: [], note: null });
    expect(mutationSourceNotes('wilted')).toEqual({ ways: [], note: null });
  });

  it('quotes every note as a player reads it: no source key, file id, file name, site address, game table name or ISO date of the research', () => {
    // A date is a {{placeholder}} the page writes in its language, never English or ISO words in the sentence.
    const researchMarks =
      /\([A-Z]{3,}\b|\b[A-Z]{4,}\)|\b\d{6,}\b|\.json\b|\d{4}-\d{2}(-\d{2})?|\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{4}\b|stored files?|CONFLICT/;
    const quoted = mutations.flatMap(({ id }) => {
      const notes = mutationSourceNotes(id);
      return [...notes.ways.map((way) => way.note), notes.note].flatMap((note) => (note === null ? [] : [`${id}: ${note.text}`]));
    });
    expect(quoted.length).toBeGreaterThan(0);
    expect(quoted.filter((text) => [researchMarks, SITE_ADDRESS, GAME_TABLE_NAME].some((mark) => mark.test(text)))).toEqual([]);
  });

  it('gives a way the sources dispute as alternatives: Acid Rain gives Toxic or Acidic, not both', () => {
    expect(mutationSourceNotes('toxic').ways.map((way) => way.alternativeIds)).toEqual([['acidic']]);
    expect(mutationSourceNotes('acidic').ways.map((way) => way.alternativeIds)).toEqual([['toxic']]);
    expect(mutationSourceNotes('shocked').ways.every((way) => way.alternativeIds.length === 0)).toBe(true);
    expect(mutationsObtainedAlike('toxic')).not.toContain('acidic');
    expect(mutationsObtainedAlike('acidic')).not.toContain('toxic');
  });

  it('finds mutations a fruit gets the same way, never the mutation itself', () => {
    const alike = mutationsObtainedAlike('shocked');
    expect(alike).toContain('wet'); // Thunderstorm
    expect(alike).not.toContain('shocked');
    expect(mutationsObtainedAlike('beanbound')).toEqual([]);
    expect(getMutation(alike[0]!)).toBeDefined();
  });
});

describe('mutationAddition', () => {
  it('is the multiplier minus 1: Shocked ×100 adds 99, Wet ×2 adds 1', () => {
    expect(mutationAddition('shocked')).toBe(99);
    expect(mutationAddition('wet')).toBe(1);
    for (const mutation of mutations) expect(mutationAddition(mutation.id)).toBe(mutation.multiplier - 1);
  });
});
