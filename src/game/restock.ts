/*
 * The restock clocks of the game's shops (data/shops/restock.json, provenance in data/SOURCES.md), loaded here on their
 * own so a countdown page does not load the shop records.
 *
 * The game's shop code shows "time left" as RefreshTime − (server Unix time mod RefreshTime), with the server's
 * clock in Unix seconds (UTC). So a shop restocks for every server at once, whenever Unix time is a whole multiple of
 * its interval, moved by an offset for the daily quests (20:00 UTC). Nothing here depends on a time zone or on
 * daylight saving: the instants are Unix milliseconds, and only a page turns them into a local time.
 */
import restockJson from './data/shops/restock.json' with { type: 'json' };
import { GameInputError } from './inputs';
import type { RestockRuleRecord } from './schema';
import type { Confidence, OfflineCountdown, ShopKey } from './types';

const MS_PER_SECOND = 1000;
const SECONDS_PER_HOUR = 3600;

export interface RestockRule {
  readonly key: ShopKey;
  /** The shop as the research names it (English). */
  readonly shop: string;
  /** Seconds between two restocks; null when the server picks the time or no source gives the interval. */
  readonly intervalSeconds: number | null;
  /** Restocks fall on offsetSeconds + k × intervalSeconds of Unix time; null with the interval. */
  readonly offsetSeconds: number | null;
  /** Whether a page may count down to the next restock without the game's server (see OFFLINE_COUNTDOWNS). */
  readonly offlineCountdown: OfflineCountdown;
  /**
   * Whether restocks fall on the Unix-time clock every server shares; false where the server picks the moment (the
   * Traveling Merchant, the weather), null where no source says.
   */
  readonly alignedToUtc: boolean | null;
  /** How sure the sources are of the interval, and of where the restocks fall (the offset and the UTC alignment). */
  readonly intervalConfidence: Confidence;
  readonly alignmentConfidence: Confidence;
  /** The days of the event the clock runs in (ISO, inclusive); null for a shop that is not an event's. */
  readonly eventWindow: EventWindow | null;
}

/** What a clock counts down to: a shop's restock, or a reset of quests (the research names those clocks "… reset"). */
export type ClockEvent = 'restock' | 'reset';

const RESETTING_CLOCKS: ReadonlySet<ShopKey> = new Set<ShopKey>(['daily-quests', 'zen-quests']);

export function clockEventOf(key: ShopKey): ClockEvent {
  return RESETTING_CLOCKS.has(key) ? 'reset' : 'restock';
}

/** The first and last day (YYYY-MM-DD) of an event, as the sources give them. */
export interface EventWindow {
  readonly start: string;
  readonly end: string;
}

/** A rule whose restock instants are known. */
export interface RestockClock {
  readonly intervalSeconds: number;
  readonly offsetSeconds: number;
}

export function restockRuleOf(record: RestockRuleRecord): RestockRule {
  return Object.freeze({
    key: record.key,
    shop: record.shop,
    intervalSeconds: record.intervalSeconds,
    offsetSeconds: record.offsetSeconds,
    offlineCountdown: record.offlineCountdown,
    alignedToUtc: record.alignedToUtc,
    intervalConfidence: record.intervalConfidence,
    alignmentConfidence: record.alignmentConfidence,
    eventWindow: record.eventWindow,
  });
}

/** Every restock rule as shipped: validated against schema.ts at build and test time, not here. */
export const restockRules: readonly RestockRule[] = Object.freeze((restockJson as unknown as RestockRuleRecord[]).map(restockRuleOf));

/** The rule of a shop; the build checks restock.json holds one for every key, so a missing one is a bug. */
export function getRestockRule(rules: readonly RestockRule[], key: ShopKey): RestockRule {
  const rule = rules.find((candidate) => candidate.key === key);
  if (rule === undefined) throw new Error(`no restock rule "${key}"`);
  return rule;
}

/** The rule's clock, or null when the sources cannot place its restocks (Traveling Merchant, event shops, weather). */
export function restockClockOf(rule: Pick<RestockRule, 'intervalSeconds' | 'offsetSeconds'>): RestockClock | null {
  const { intervalSeconds, offsetSeconds } = rule;
  return intervalSeconds === null || offsetSeconds === null ? null : { intervalSeconds, offsetSeconds };
}

function requireTime(nowMs: unknown): number {
  if (typeof nowMs !== 'number' || !Number.isFinite(nowMs)) {
    throw new GameInputError('invalid-time', 'nowMs', nowMs, `nowMs must be a finite number of Unix milliseconds (got ${String(nowMs)})`);
  }
  return nowMs;
}

/**
 * The first restock strictly after `nowMs` (Unix milliseconds), or null when the rule has no clock. A restock at
 * exactly `nowMs` has already happened (the game's timer shows the full interval again at that second), so the
 * answer is then the next mark, never `nowMs` itself: a countdown never shows zero twice.
 */
export function nextRestock(rule: Pick<RestockRule, 'intervalSeconds' | 'offsetSeconds'>, nowMs: number): number | null {
  const clock = restockClockOf(rule);
  if (clock === null) return null;
  const intervalMs = clock.intervalSeconds * MS_PER_SECOND;
  const offsetMs = clock.offsetSeconds * MS_PER_SECOND;
  const marksPassed = Math.floor((requireTime(nowMs) - offsetMs) / intervalMs);
  return offsetMs + (marksPassed + 1) * intervalMs;
}

/** The next `count` restocks strictly after `nowMs`, earliest first; null when the rule has no clock. */
export function upcomingRestocks(
  rule: Pick<RestockRule, 'intervalSeconds' | 'offsetSeconds'>,
  nowMs: number,
  count: number,
): number[] | null {
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) {
    throw new GameInputError('invalid-count', 'count', count, `count must be a whole number of at least 0 (got ${String(count)})`);
  }
  const clock = restockClockOf(rule);
  const first = nextRestock(rule, nowMs);
  if (clock === null || first === null) return null;
  return Array.from({ length: count }, (_, index) => first + index * clock.intervalSeconds * MS_PER_SECOND);
}

/**
 * Whether the event a rule belongs to was over by `asOfDay` (YYYY-MM-DD, the day the data is as of): its last day is
 * before that day. A clock that ran only during that event has no next restock to count down to. False for a rule of no
 * event, and for an event the data does not date.
 */
export function eventOver(rule: Pick<RestockRule, 'eventWindow'>, asOfDay: string): boolean {
  return rule.eventWindow !== null && rule.eventWindow.end < asOfDay;
}

/**
 * The first `count` restocks of each hour, in seconds past the hour (0, 300, 600 for a 5-minute shop): the marks a
 * clock face shows. Null without a clock, or when the restocks do not repeat within an hour.
 */
export function restockMarksInHour(rule: Pick<RestockRule, 'intervalSeconds' | 'offsetSeconds'>, count: number): number[] | null {
  const clock = restockClockOf(rule);
  if (clock === null || SECONDS_PER_HOUR % clock.intervalSeconds !== 0) return null;
  const first = clock.offsetSeconds % clock.intervalSeconds;
  return Array.from(
    { length: Math.min(count, SECONDS_PER_HOUR / clock.intervalSeconds) },
    (_, index) => first + index * clock.intervalSeconds,
  );
}

/** How many restocks an hour brings (12 for a 5-minute shop, 1/24 for a daily one); null without an interval. */
export function restocksPerHour(rule: Pick<RestockRule, 'intervalSeconds'>): number | null {
  return rule.intervalSeconds === null ? null : SECONDS_PER_HOUR / rule.intervalSeconds;
}

// What an item's chance per restock (./shops.ts chancePerRestock) gives over a shop's restocks. Here with the clocks, so
// that the stock page works them out from each item's chance and its shop's clock: as its page data, which every
// language keeps offline, they were two numbers of up to 17 digits an item.

function requireProbability(p: number): number {
  if (!Number.isFinite(p) || p < 0 || p > 1) {
    throw new GameInputError('invalid-probability', 'probability', p, `a probability must be between 0 and 1 (got ${p})`);
  }
  return p;
}

/** The chance that at least one of `restocks` independent restocks brings the item: 1 − (1 − p)^n. */
export function chanceWithin(p: number | null, restocks: number): number | null {
  if (!Number.isSafeInteger(restocks) || restocks < 0) {
    throw new GameInputError('invalid-count', 'restocks', restocks, `restocks must be a whole number of at least 0 (got ${restocks})`);
  }
  if (p === null) return null;
  return 1 - (1 - requireProbability(p)) ** restocks;
}

/**
 * The chance that the restocks of the next hour bring the item: over the whole restocks an hour holds (12 for a
 * 5-minute shop, 1 for an hourly tab); null where p is unknown or an hour holds no whole number of restocks.
 */
export function chanceWithinHour(p: number | null, rule: { readonly intervalSeconds: number | null }): number | null {
  const perHour = restocksPerHour(rule);
  return perHour !== null && Number.isSafeInteger(perHour) ? chanceWithin(p, perHour) : null;
}

/**
 * How many restocks one waits on average for the item, counting the one that brings it: 1/p (a geometric wait).
 * Null when p is unknown or 0 (it never comes, so there is no average).
 */
export function expectedWaitRestocks(p: number | null): number | null {
  if (p === null || requireProbability(p) === 0) return null;
  return 1 / p;
}

/** The same wait in seconds: that many restock intervals; null when p or the interval is unknown. */
export function expectedWaitSeconds(p: number | null, rule: { readonly intervalSeconds: number | null }): number | null {
  const restocks = expectedWaitRestocks(p);
  return restocks === null || rule.intervalSeconds === null ? null : restocks * rule.intervalSeconds;
}
