import { describe, expect, it } from 'vitest';
import { eggs, gear, seedShop, weathers } from './shopData';
import {
  confidenceFor,
  confidenceParts,
  confidenceWithout,
  eggEntryKind,
  eggOddsSource,
  fanAppearancePercent,
  inEggShopStock,
  knownByNameOnly,
  sameOddsSource,
  seedNotes,
  weatherKind,
} from './shopFacts';
import { findById, shownOddsSource } from './shops';

describe('eggEntryKind', () => {
  it('tells the chest and the internal entry the egg data holds from its eggs', () => {
    const notEggs = eggs.filter((egg) => eggEntryKind(egg) !== 'egg').map((egg) => [egg.id, eggEntryKind(egg)]);
    expect(notEggs).toEqual([
      ['fake-egg', 'internal'],
      ['exotic-buttercup-chest', 'chest'],
    ]);
  });
});

describe('weatherKind', () => {
  it('names each kind the data gives, and "not known" where no source classifies a weather', () => {
    const kindOf = (id: string) => weatherKind(findById(weathers, id)!.kind);
    expect(kindOf('rain')).toBe('natural');
    expect(kindOf('night')).toBe('natural-lunar');
    expect(kindOf('meteor-shower')).toBe('natural-or-event');
    expect(kindOf('earthquake')).toBe('not-known');
    expect(kindOf('disco')).toBe('event-or-admin');
    expect(kindOf('christmas-harvest-winter-weather-dec-2025')).toBe('event');
    // Every "natural or event" of the data is said so, never plain natural (Meteor Shower, Drought, Acid Rain…).
    const naturalOrEvent = weathers.filter((weather) => weather.kind.startsWith('natural or event'));
    expect(naturalOrEvent.length).toBeGreaterThan(0);
    for (const weather of naturalOrEvent) expect(weatherKind(weather.kind), weather.name).toBe('natural-or-event');
  });
});

describe('confidenceParts', () => {
  it('reads a lone level as one part about everything', () => {
    expect(confidenceParts('medium')).toEqual([{ level: 'medium', aspects: ['all'] }]);
  });

  it('reads graded parts, "unknown" as none', () => {
    expect(confidenceParts('high (price) / medium (pets) / unknown (odds, hatch time)')).toEqual([
      { level: 'high', aspects: ['price'] },
      { level: 'medium', aspects: ['pets'] },
      { level: 'none', aspects: ['odds', 'timing'] },
    ]);
    expect(confidenceFor('high (price) / low (odds)', 'odds')).toBe('low');
    expect(confidenceFor('high', 'odds')).toBe('high');
    expect(confidenceFor('high (name) / medium (mutation)', 'timing')).toBeNull();
  });

  it('leaves out the parts about an aspect a page does not show', () => {
    expect(confidenceWithout('high (name) / medium (mutation) / low (timing)', 'timing')).toBe('high (name) / medium (mutation)');
    expect(confidenceWithout('medium (mutations) / low (timing)', 'timing')).toBe('medium (mutations)');
  });

  it('reads every confidence of the shop data into at least one part', () => {
    for (const record of [...eggs, ...gear]) expect(confidenceParts(record.confidence).length, record.name).toBeGreaterThan(0);
  });
});

describe('inEggShopStock', () => {
  it('keeps the eggs the Pet Egg Shop sells in every copy, not those removed or seen in one copy only', () => {
    const standing = eggs.filter(inEggShopStock).map((egg) => egg.id);
    expect(standing).toEqual(['common-egg', 'uncommon-egg', 'rare-egg', 'legendary-egg', 'mythical-egg', 'bug-egg']);
  });
});

describe('seedNotes', () => {
  it('says a seed is hidden, limited or locked behind a level, as its fields say', () => {
    expect(seedNotes(seedShop.find((seed) => seed.name === 'Orange Tulip')!)).toEqual([{ kind: 'hidden' }]);
    expect(seedNotes(seedShop.find((seed) => seed.name === 'Great Pumpkin')!)).toEqual([{ kind: 'limited' }]);
    expect(seedNotes(seedShop.find((seed) => seed.name === 'Cocomango')!)).toEqual([{ kind: 'level', npc: 'Sam', level: 3 }]);
    expect(seedNotes(seedShop.find((seed) => seed.name === 'Carrot')!)).toEqual([]);
    expect(seedNotes(seedShop.find((seed) => seed.name === 'Sunflower')!)).toEqual([{ kind: 'nameOnly' }]);
  });
});

describe('knownByNameOnly', () => {
  it('are the seeds no copy of the shop data holds, with none of the numbers a copy gives', () => {
    const nameOnly = seedShop.filter(knownByNameOnly);
    expect(nameOnly.map((seed) => seed.name)).toContain('Sunflower');
    for (const seed of nameOnly) {
      expect(seed, seed.name).toMatchObject({ price: null, currency: null, rarity: null, stockChance: null, stockAmount: null });
    }
    for (const seed of seedShop.filter((seed) => !knownByNameOnly(seed))) expect(seed.price, seed.name).not.toBeNull();
  });
});

describe('fanAppearancePercent', () => {
  it('reads the rate fans give for the egg from its notes, and null where they give none', () => {
    const notes =
      'Fan pages report per-restock appearance rates Common 99%, Uncommon 53%, Rare 21%, Legendary 9%, Bug 3% (robloxtutorial.com), which are not 1/N.';
    expect(fanAppearancePercent({ name: 'Common Egg', notes })).toBe(99);
    expect(fanAppearancePercent({ name: 'Bug Egg', notes })).toBe(3);
    expect(fanAppearancePercent({ name: 'Mythical Egg', notes })).toBeNull();
    expect(fanAppearancePercent({ name: 'Common Egg', notes: null })).toBeNull();
  });
});

describe('eggOddsSource', () => {
  it('names the kind of source the research gives for each egg’s odds, the game’s files or another', () => {
    const sourceOf = (id: string) => eggOddsSource(findById(eggs, id)!);
    for (const id of ['common-egg', 'bug-egg', 'night-egg', 'premium-primal-egg']) expect(sourceOf(id), id).toEqual({ kind: 'game' });
    expect(sourceOf('jungle-egg')).toEqual({ kind: 'fanGuide' });
    expect(sourceOf('gem-egg')).toEqual({ kind: 'fanPage' });
    // "chindias.com … (Eurogamer mirror)": a copy of Eurogamer's page, named as the research names it.
    expect(sourceOf('fall-egg')).toEqual({ kind: 'copy', of: 'Eurogamer' });
    expect(sourceOf('spooky-egg')).toEqual({ kind: 'copy', of: 'Eurogamer' });
    expect(sourceOf('gourmet-egg')).toEqual({ kind: 'communityScript' });
    // No source named: not known, never guessed.
    expect(sourceOf('sprout-egg')).toEqual({ kind: 'unknown' });
    expect(eggOddsSource({ petOddsSource: 'a table seen somewhere' })).toEqual({ kind: 'unknown' });
  });

  it('tells two sources apart by their kind, and two copies by the site they copy', () => {
    expect(sameOddsSource({ kind: 'fanGuide' }, { kind: 'fanGuide' })).toBe(true);
    expect(sameOddsSource({ kind: 'fanGuide' }, { kind: 'fanPage' })).toBe(false);
    expect(sameOddsSource({ kind: 'copy', of: 'Eurogamer' }, { kind: 'copy', of: 'Eurogamer' })).toBe(true);
    expect(sameOddsSource({ kind: 'copy', of: 'Eurogamer' }, { kind: 'copy', of: 'Polygon' })).toBe(false);
    expect(sameOddsSource({ kind: 'copy', of: 'Eurogamer' }, { kind: 'unknown' })).toBe(false);
  });

  it('knows the kind of source of every egg whose odds a page shows, and is not said where it shows none', () => {
    const shown = eggs.filter((egg) => shownOddsSource(egg) !== null);
    expect(shown.length).toBeGreaterThan(20);
    for (const egg of shown) expect(shownOddsSource(egg)!.kind, egg.id).not.toBe('unknown');
    // Pets without odds (Sprout Egg), or odds the data does not stand by (the Springtide Egg's, from a script it trusts
    // very little): no chance is shown, so no source is said of one.
    for (const id of ['sprout-egg', 'springtide-egg', 'fake-egg', 'premium-new-years-egg']) {
      expect(shownOddsSource(findById(eggs, id)!), id).toBeNull();
    }
  });
});
