/* A restock's time in words: the day and the time apart, in each language's order, as the card and its alert say it. */
import type { TFunction } from 'i18next';
import type { Language } from '../../i18n/languages';
import { formatLocalWeekday, localTimeOfDay } from '../../lib/shopFormat';

/** "at 14:35" for a restock today, "on Fri at 00:00" on another day: the day and the time apart, in the language's order. */
export function restockAtText(t: TFunction, ms: number, nowMs: number, language: Language): string {
  const time = localTimeOfDay(ms, language);
  const day = formatLocalWeekday(ms, nowMs, language);
  return day === null ? t('stock.at', time) : t('stock.atOnDay', { day, ...time });
}

/**
 * A later restock in the list: its time, with its weekday when it is not today ("Fri 00:00") where restocks are a day
 * apart (`namesDay`). Restocks less than a day apart read in order without it («11:55 PM, 12:00 AM and 12:05 AM»):
 * with their days, a 5-minute shop's list took three lines near midnight, and its card held them all day.
 */
export function laterRestockText(t: TFunction, ms: number, nowMs: number, language: Language, namesDay: boolean): string {
  const time = localTimeOfDay(ms, language);
  const day = namesDay ? formatLocalWeekday(ms, nowMs, language) : null;
  return day === null ? time.time : t('stock.dayTime', { day, ...time });
}
