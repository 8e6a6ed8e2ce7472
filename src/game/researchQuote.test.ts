import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PLAYER_NOTES as MUTATION_NOTES } from './mutationResearch';
import type { PlayerNote } from './noteValues';
import { ABILITY_PLAYER_NOTES } from './pets';
import { quoteResearch, type QuotedValueNames } from './researchQuote';

const asWritten = (sentence: string) => ({ text: sentence, values: {} });

describe('a research sentence as a page quotes it', () => {
  it('drops the research’s citation keys, not words in capitals', () => {
    expect(quoteResearch('Crafting: crafted at the seed workbench; also craftable at the seed workbench (CRAFT)').text).toBe(
      'Crafting: crafted at the seed workbench; also craftable at the seed workbench',
    );
    expect(quoteResearch('Cooking event chest (also a Rat Connoisseur reward per RATLIST)').text).toBe(
      'Cooking event chest (also a Rat Connoisseur reward)',
    );
    expect(quoteResearch('event pack (sold in the event shop, EVENTSTOCK)').text).toBe('event pack (sold in the event shop)');
    expect(quoteResearch('Enchanted Chest (35% per the page)').text).toBe('Enchanted Chest ({{percent}})');
    expect(quoteResearch('One community script (EMOCII) also says it can appear at night (unconfirmed).').text).toBe(
      'One community script also says it can appear at night (unconfirmed).',
    );
    for (const prose of ['NPC reward: Chris P. (rare reward)', 'on sale (UTC)', 'Seed Shop per the community wiki’s seed-shop group']) {
      expect(quoteResearch(prose)).toEqual(asWritten(prose));
    }
  });

  it('makes each month, span of months, year and span of years a placeholder with its ISO 8601 value', () => {
    expect(quoteResearch('Zen event shop (Chi, Jul 2025)')).toEqual({
      text: 'Zen event shop (Chi, {{month}})',
      values: { month: '2025-07' },
    });
    expect(quoteResearch('Summer Harvest event shop (Summer Coins, Jun-Jul 2025)')).toEqual({
      text: 'Summer Harvest event shop (Summer Coins, {{months}})',
      values: { months: '2025-06/2025-07' },
    });
    expect(quoteResearch('the mid-2026 shop lists')).toEqual({ text: 'the mid-{{year}} shop lists', values: { year: '2026' } });
    expect(quoteResearch('New Year 2025-26 event')).toEqual({ text: 'New Year {{years}} event', values: { years: '2025/2026' } });
    expect(quoteResearch('egg shop (late 2025-2026, community lists)').values).toEqual({ years: '2025/2026' });
    // One value named twice is one placeholder.
    expect(quoteResearch('Seed pack: Easter Seed Pack (2026) — Easter 2026 pack')).toEqual({
      text: 'Seed pack: Easter Seed Pack ({{year}}) — Easter {{year}} pack',
      values: { year: '2026' },
    });
  });

  it('makes a window of UTC times, a percentage, a price and a decimal or grouped number a placeholder', () => {
    expect(quoteResearch('on sale 2026-01-03T18:00Z to 2026-01-17T18:00Z (UTC)')).toEqual({
      text: 'on sale {{window}} (UTC)',
      values: { window: '2026-01-03T18:00Z/2026-01-17T18:00Z' },
    });
    expect(quoteResearch('+50% growth speed; ~50% chance Wet')).toEqual({
      text: '{{signedPercent}} growth speed; ~{{percent}} chance Wet',
      values: { signedPercent: { percent: 50, signed: true }, percent: { percent: 50 } },
    });
    expect(quoteResearch('Crafting: 2 Beanstalk + Zebrazinkle + 4.5M Sheckles')).toEqual({
      text: 'Crafting: 2 Beanstalk + Zebrazinkle + {{price}} Sheckles',
      values: { price: { amount: 4_500_000 } },
    });
    expect(quoteResearch('fan page: 25,000,000 Sheckles').values).toEqual({ price: { amount: 25_000_000 } });
    expect(quoteResearch('for 18 Honey').values).toEqual({ price: { amount: 18 } });
    expect(quoteResearch('Halloween Market (40 Candy Corn)').values).toEqual({ price: { amount: 40 } });
    expect(quoteResearch('for 1.5 minutes')).toEqual({ text: 'for {{number}} minutes', values: { number: { number: 1.5 } } });
  });

  it('names each value as its reader says, by its kind', () => {
    expect(quoteResearch('Zen event: Corrupt Channeller reward (4.35%)', { percent: 'chance' })).toEqual({
      text: 'Zen event: Corrupt Channeller reward ({{chance}})',
      values: { chance: { percent: 4.35 } },
    });
  });

  it('reads a month the research writes before a noun', () => {
    expect(quoteResearch('the Nov-2025 game PetList copy')).toEqual({
      text: 'the {{month}} game PetList copy',
      values: { month: '2025-11' },
    });
  });

  it('makes a range of two numbers, the lower first, one placeholder with both ends', () => {
    expect(quoteResearch('Traveling trader streak reward (1-4 streak)')).toEqual({
      text: 'Traveling trader streak reward ({{range}} streak)',
      values: { range: { from: 1, to: 4 } },
    });
    // The research's "+" after the upper end stays in the words: «25–50+».
    expect(quoteResearch('Traveling trader streak reward (25-50+ streak)', { range: 'streak' })).toEqual({
      text: 'Traveling trader streak reward ({{streak}}+ streak)',
      values: { streak: { from: 25, to: 50 } },
    });
    expect(quoteResearch('lightning strikes every 4-5 s; StockChance 8').values).toEqual({ range: { from: 4, to: 5 } });
    expect(quoteResearch('every egg uses 0.8-2.0 kg').values).toEqual({ range: { from: 0.8, to: 2 } });
    // A span of years, an ISO date or month, and two numbers that do not run upwards are no range.
    expect(quoteResearch('New Year 2025-26 event').values).toEqual({ years: '2025/2026' });
    // Nor two numbers joined inside a time, an id or hash, a chain, a negative number, a date or an amount.
    for (const prose of [
      'Name first listed 2025-10-18',
      'copy of 2025-10',
      'order 10-5',
      'a 1-in-~100 chance',
      'open 18:00-19:00 UTC',
      'builds 447f1c1-8ff2290',
      'ids 32807857404-62519479388',
      'steps 1-2-3',
      'from -5-10',
      'Sep 27-30 only',
      'grows 4-5% faster',
      'sells for 10-20 Sheckles',
      'sells for 10-20M Sheckles',
    ]) {
      expect(quoteResearch(prose)).toEqual(asWritten(prose));
    }
  });

  it('leaves in its words what is not a value it knows: whole numbers, ISO dates', () => {
    for (const prose of [
      'Seed pack: Season 4 Seed Pack — Season 4 pass reward',
      'StockChance 8',
      'Robux bundles of 1/3/10/50 eggs',
      'may add Twisted',
      'Name first listed 2025-10-18',
    ]) {
      expect(quoteResearch(prose)).toEqual(asWritten(prose));
    }
  });

  it('refuses two values of one kind, which only a hand table can name apart', () => {
    expect(() => quoteResearch('fan list of 2025, transcript of 2026')).toThrow(/two values of one kind \(\{\{year\}\}\)/);
    expect(() => quoteResearch('25M Sheckles in one shop, 50M Sheckles in the other')).toThrow(/\{\{price\}\}/);
  });
});

/** Whether the reader quotes `sentence` as `note` does; not where it refuses the sentence. */
function readsAs(sentence: string, note: PlayerNote | null, names: QuotedValueNames): boolean {
  try {
    return note !== null && isDeepStrictEqual(quoteResearch(sentence, names), note);
  } catch {
    return false;
  }
}

/** The entries of a hand table that the reader quotes exactly as the entry does: the table need not hold them. */
function readRight(table: Readonly<Record<string, PlayerNote | null>>, names: QuotedValueNames = {}) {
  return Object.entries(table)
    .filter(([sentence, note]) => readsAs(sentence, note, names))
    .map(([sentence]) => sentence);
}

describe('the hand tables of quoted research sentences', () => {
  it('mutation notes: hold only the sentences the reader does not quote as a player reads them', () => {
    expect(readRight(MUTATION_NOTES)).toEqual([]);
  });

  it('pets’ ability clauses: hold only the clauses the reader does not quote as a player reads them', () => {
    expect(readRight(ABILITY_PLAYER_NOTES)).toEqual([]);
  });
});
