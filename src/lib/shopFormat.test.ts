import { beforeAll, describe, expect, it } from 'vitest';
import { i18nFor, loadLanguage } from '../i18n/i18n';
import { leftToRight } from './format';
import { formatPrice } from './gameText';
import {
  formatAmount,
  formatAsOf,
  formatConfidence,
  formatCountdown,
  formatDuration,
  formatLocalWeekday,
  formatMinuteMark,
  formatUtcTime,
} from './shopFormat';

beforeAll(() => Promise.all([loadLanguage('en'), loadLanguage('fr')]));

describe('formatCountdown', () => {
  it('is a clock of whole seconds, rounded up so it never reads 0:00 before the restock', () => {
    expect(formatCountdown(120_000, 'en')).toBe('2:00');
    expect(formatCountdown(119_001, 'en')).toBe('2:00');
    expect(formatCountdown(5_000, 'en')).toBe('0:05');
    expect(formatCountdown(68_520_000, 'en')).toBe('19:02:00');
    expect(formatCountdown(-10, 'en')).toBe('0:00');
  });
});

describe('formatDuration', () => {
  it('leaves out zero units', () => {
    expect(formatDuration(300, 'en')).toBe('5 min');
    expect(formatDuration(18_400, 'en')).toMatch(/^5 hr.*6 min.*40 sec$/);
    expect(formatDuration(0, 'en')).toBe('0 sec');
  });

  it('writes Arabic units as words, as players write them', () => {
    expect(formatDuration(3600, 'ar')).toBe('ساعة');
    expect(formatDuration(300, 'ar')).toBe('5 دقائق');
    expect(formatDuration(4 * 3600, 'ar')).toBe('4 ساعات');
  });
});

describe('formatUtcTime', () => {
  it('keeps the day period on the line of its time', () => {
    const morning = Date.UTC(2026, 7, 15, 5, 40);
    expect(formatUtcTime(morning, 'ar')).toBe('5:40\u00a0ص');
    expect(formatUtcTime(morning, 'en')).toBe('5:40\u00a0AM');
  });
});

describe('shop prices, amounts and confidences', () => {
  it('writes a price in its currency, the game’s name for it', () => {
    const t = i18nFor('en').t;
    expect(formatPrice(t, 10, 'GardenCoins', 'en')).toBe('10 Garden Coins');
    expect(formatPrice(t, 50_000, 'Sheckles', 'en')).toBe('50,000 Sheckles');
    expect(formatPrice(t, null, null, 'en')).toBe('unknown');
    expect(formatAmount(t, [5, 25], 'en')).toBe('5–25');
    expect(formatAmount(t, [1, 1], 'en')).toBe('1');
  });

  it('says each part of a graded confidence in the page’s language', () => {
    expect(formatConfidence(i18nFor('en').t, 'high (price) / low (odds)', 'en')).toBe('Confidence: high (price) and low (odds)');
    expect(formatConfidence(i18nFor('fr').t, 'medium', 'fr')).toMatch(/moyen/);
  });
});

describe('formatAsOf', () => {
  it('reads an interval open at its end as a lower bound, not as that day', () => {
    expect(formatAsOf(i18nFor('en').t, '2026-03-26/..', 'en')).toBe('Data from March 26, 2026 or later');
    expect(formatAsOf(i18nFor('en').t, '2026-03-26', 'en')).toBe('Data as of March 26, 2026');
  });
});

describe('formatLocalWeekday', () => {
  const now = Date.UTC(2026, 10, 26, 12, 0);

  it('gives no day for a time today, and the weekday, whole in Indonesian, for another day', () => {
    expect(formatLocalWeekday(now + 60_000, now, 'en')).toBeNull();
    const later = now + 2 * 86_400_000;
    expect(formatLocalWeekday(later, now, 'en')).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)$/);
    expect(formatLocalWeekday(later, now, 'id')).toMatch(/^(Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu)$/);
  });
});

describe('formatMinuteMark', () => {
  it('writes a mark of the hour as ":05", isolated left to right', () => {
    expect(formatMinuteMark(300, 'en')).toBe(leftToRight(':05'));
    expect(formatMinuteMark(0, 'ar')).toBe(leftToRight(':00'));
  });
});
