import { describe, expect, it } from 'vitest';
import { GameInputError } from './inputs';
import {
  eventOver,
  getRestockRule,
  nextRestock,
  restockClockOf,
  restockMarksInHour,
  restockRules,
  restocksPerHour,
  upcomingRestocks,
} from './restock';
import { SHOP_KEYS } from './types';
import { GAME_DATA_VERSION } from './version';

const rule = (key: Parameters<typeof getRestockRule>[1]) => getRestockRule(restockRules, key);
const utc = (text: string) => Date.parse(`${text}Z`);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('the shipped restock rules', () => {
  it('hold one rule for every shop key', () => {
    expect(restockRules.map((candidate) => candidate.key).sort()).toEqual([...SHOP_KEYS].sort());
  });

  it('give a clock to every rule a page may count down to, and none to the server-driven ones', () => {
    for (const candidate of restockRules) {
      if (candidate.offlineCountdown !== 'no') expect(restockClockOf(candidate), candidate.key).not.toBeNull();
    }
    for (const key of ['traveling-merchant', 'event-shops', 'bee-egg-shop', 'weather'] as const) {
      expect(restockClockOf(rule(key)), key).toBeNull();
    }
  });
});

describe('nextRestock', () => {
  const now = utc('2026-11-26T12:03:20');

  it('puts the Seed and Gear Shops on the 5-minute marks of UTC', () => {
    expect(iso(nextRestock(rule('seed'), now))).toBe('2026-11-26T12:05:00.000Z');
    expect(iso(nextRestock(rule('gear'), now))).toBe('2026-11-26T12:05:00.000Z');
  });

  it('puts the egg shop on :00 and :30, the Tier 2 tab on the hour, Daily Deals at midnight and cosmetics every 4 hours', () => {
    expect(iso(nextRestock(rule('egg'), now))).toBe('2026-11-26T12:30:00.000Z');
    expect(iso(nextRestock(rule('zen-quests'), now))).toBe('2026-11-26T12:30:00.000Z');
    expect(iso(nextRestock(rule('seed-tier-2'), now))).toBe('2026-11-26T13:00:00.000Z');
    expect(iso(nextRestock(rule('daily-deals'), now))).toBe('2026-11-27T00:00:00.000Z');
    expect(iso(nextRestock(rule('cosmetic'), now))).toBe('2026-11-26T16:00:00.000Z');
  });

  it('resets the daily quests at 20:00 UTC, the same day before it and the next day after it', () => {
    expect(iso(nextRestock(rule('daily-quests'), now))).toBe('2026-11-26T20:00:00.000Z');
    expect(iso(nextRestock(rule('daily-quests'), utc('2026-11-26T19:59:59.999')))).toBe('2026-11-26T20:00:00.000Z');
    expect(iso(nextRestock(rule('daily-quests'), utc('2026-11-26T20:00:01')))).toBe('2026-11-27T20:00:00.000Z');
  });

  it('counts a restock exactly at now as past: the next one is a whole interval later', () => {
    expect(iso(nextRestock(rule('seed'), utc('2026-11-26T12:05:00')))).toBe('2026-11-26T12:10:00.000Z');
    expect(iso(nextRestock(rule('seed'), utc('2026-11-26T12:04:59.999')))).toBe('2026-11-26T12:05:00.000Z');
    expect(iso(nextRestock(rule('daily-quests'), utc('2026-11-26T20:00:00')))).toBe('2026-11-27T20:00:00.000Z');
  });

  it('keeps the same UTC marks across a daylight-saving change', () => {
    // Europe moved its clocks at 01:00 UTC on 2026-03-29, the United States at 07:00 UTC on 2026-03-08.
    expect(upcomingRestocks(rule('seed'), utc('2026-03-29T00:58:00'), 3)?.map(iso)).toEqual([
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T01:05:00.000Z',
      '2026-03-29T01:10:00.000Z',
    ]);
    expect(upcomingRestocks(rule('daily-quests'), utc('2026-03-07T21:00:00'), 3)?.map(iso)).toEqual([
      '2026-03-08T20:00:00.000Z',
      '2026-03-09T20:00:00.000Z',
      '2026-03-10T20:00:00.000Z',
    ]);
  });

  it('works before 1970 too (a whole multiple of the interval, not the remainder of a negative time)', () => {
    expect(nextRestock(rule('seed'), utc('1969-12-31T23:58:00'))).toBe(0);
  });

  it('has no answer for a shop the server times', () => {
    expect(nextRestock(rule('traveling-merchant'), now)).toBeNull();
    expect(upcomingRestocks(rule('weather'), now, 3)).toBeNull();
  });

  it('refuses a time that is not a finite number', () => {
    expect(() => nextRestock(rule('seed'), Number.NaN)).toThrow(GameInputError);
    expect(() => nextRestock(rule('seed'), Number.POSITIVE_INFINITY)).toThrow(/nowMs must be a finite number/);
  });
});

describe('upcomingRestocks', () => {
  it('lists the next restocks an interval apart, earliest first', () => {
    expect(upcomingRestocks(rule('egg'), utc('2026-11-26T23:40:00'), 3)?.map(iso)).toEqual([
      '2026-11-27T00:00:00.000Z',
      '2026-11-27T00:30:00.000Z',
      '2026-11-27T01:00:00.000Z',
    ]);
    expect(upcomingRestocks(rule('egg'), 0, 0)).toEqual([]);
  });

  it('refuses a count that is not a whole number of at least 0', () => {
    expect(() => upcomingRestocks(rule('seed'), 0, -1)).toThrow(GameInputError);
    expect(() => upcomingRestocks(rule('seed'), 0, 1.5)).toThrow(/count must be a whole number/);
  });
});

describe('restocksPerHour', () => {
  it('divides an hour by the interval', () => {
    expect(restocksPerHour(rule('seed'))).toBe(12);
    expect(restocksPerHour(rule('egg'))).toBe(2);
    expect(restocksPerHour(rule('seed-tier-2'))).toBe(1);
    expect(restocksPerHour(rule('daily-quests'))).toBeCloseTo(1 / 24, 12);
    expect(restocksPerHour(rule('traveling-merchant'))).toBeNull();
  });
});

describe('getRestockRule', () => {
  it('throws for a key the rules do not hold', () => {
    expect(() => getRestockRule([], 'seed')).toThrow(/no restock rule "seed"/);
  });
});

describe('eventOver', () => {
  it('says the Zen quests’ event was over by the day the data is as of, and no shop outside an event is', () => {
    expect(rule('zen-quests').eventWindow).toEqual({ start: '2025-07-19', end: '2025-08-02' });
    expect(eventOver(rule('zen-quests'), GAME_DATA_VERSION)).toBe(true);
    expect(restockRules.filter((candidate) => eventOver(candidate, GAME_DATA_VERSION)).map((candidate) => candidate.key)).toEqual([
      'zen-quests',
    ]);
  });

  it('counts an event as running through its last day', () => {
    expect(eventOver(rule('zen-quests'), '2025-08-02')).toBe(false);
    expect(eventOver(rule('zen-quests'), '2025-08-03')).toBe(true);
  });
});

describe('restockMarksInHour', () => {
  it('gives the first marks of each hour, in seconds past it, for a clock that repeats within the hour', () => {
    expect(restockMarksInHour(rule('seed'), 3)).toEqual([0, 300, 600]);
    expect(restockMarksInHour(rule('egg'), 3)).toEqual([0, 1800]);
    expect(restockMarksInHour(rule('daily-quests'), 3)).toBeNull();
    expect(restockMarksInHour(rule('weather'), 3)).toBeNull();
  });
});
