import { beforeAll, describe, expect, it } from 'vitest';
import { i18nFor, loadLanguage } from '../i18n/i18n';
import { leftToRight } from './format';
import { formatPrice } from './gameText';
import {
  formatAmount,
  formatAsOf,
  formatChance,
  formatConfidence,
  formatCountdown,
  formatDuration,
  formatLocalWeekday,
  formatMinuteMark,
  formatNoteDate,
  localTimeOfDay,
  utcTimeOfDay,
} from './shopFormat';

beforeAll(() =>
  Promise.all([loadLanguage('en'), loadLanguage('fr'), loadLanguage('es'), loadLanguage('pt'), loadLanguage('ar'), loadLanguage('id')]),
);

describe('formatCountdown', () => {
  it('counts whole seconds with their units, rounded up so it never reads zero before the restock', () => {
    expect(formatCountdown(120_000, 'en')).toBe('2m 00s');
    expect(formatCountdown(119_001, 'en')).toBe('2m 00s');
    expect(formatCountdown(5_000, 'en')).toBe('0m 05s');
    expect(formatCountdown(68_520_000, 'en')).toBe('19h 02m 00s');
    expect(formatCountdown(-10, 'en')).toBe('0m 00s');
  });

  it('keeps its width as it ticks within the hour: minutes always, two digits below the largest unit', () => {
    expect(formatCountdown(3_609_000, 'en')).toBe('1h 00m 09s');
    const widths = new Set([599_000, 249_000, 59_000, 1_000].map((ms) => formatCountdown(ms, 'en').length));
    expect([...widths]).toEqual([6]);
  });

  it('holds each number to its unit where the language writes a space between them', () => {
    expect(formatCountdown(249_000, 'pt')).toBe('4\u00a0min 09\u00a0s');
    expect(formatCountdown(249_000, 'fr')).toBe('4\u00a0min 09\u00a0s');
  });

  // Intl's narrow units read «1min 55s» in French and Spanish, number and unit run together: their players write
  // «1 min 55 s», as Portuguese is written already. English keeps its «1m 55s», which its players write.
  it('writes a space between number and unit in French and Spanish, as their players write a time', () => {
    expect(formatCountdown(115_000, 'fr')).toBe('1\u00a0min 55\u00a0s');
    expect(formatCountdown(68_520_000, 'fr')).toBe('19\u00a0h 02\u00a0min 00\u00a0s');
    expect(formatCountdown(115_000, 'es')).toBe('1\u00a0min 55\u00a0s');
    expect(formatCountdown(115_000, 'en')).toBe('1m 55s');
    expect(formatCountdown(115_000, 'id')).toBe('1\u00a0mnt, 55\u00a0dtk');
    expect(formatCountdown(115_000, 'ar')).toBe('0:01:55');
  });

  it('is a clock with its hours in Arabic, whose units are letters or words that change with each number', () => {
    expect(formatCountdown(249_000, 'ar')).toBe('0:04:09');
    expect(formatCountdown(68_520_000, 'ar')).toBe('19:02:00');
  });
});

describe('formatDuration', () => {
  it('leaves out zero units', () => {
    expect(formatDuration(300, 'en')).toBe('5\u00a0min');
    expect(formatDuration(18_400, 'en')).toBe('5\u00a0hr, 6\u00a0min, 40\u00a0sec');
    expect(formatDuration(0, 'en')).toBe('0\u00a0sec');
    // Intl's short Indonesian day is "hr" (hari), which players read as an hour: "1 hr, 1 j" was a day and an hour.
    expect(formatDuration(90_000, 'id')).toBe('1\u00a0hari, 1\u00a0jam');
  });

  it('writes Arabic units as words, as players write them', () => {
    expect(formatDuration(3600, 'ar')).toBe('ساعة');
    expect(formatDuration(300, 'ar')).toBe('5\u00a0دقائق');
    expect(formatDuration(4 * 3600, 'ar')).toBe('4\u00a0ساعات');
  });
});

describe('utcTimeOfDay', () => {
  it('keeps the day period on the line of its time', () => {
    const morning = Date.UTC(2026, 7, 15, 5, 40);
    expect(utcTimeOfDay(morning, 'ar').time).toBe('5:40\u00a0ص');
    expect(utcTimeOfDay(morning, 'en').time).toBe('5:40\u00a0AM');
  });

  it('gives the hour the clock shows, which Spanish and Portuguese agree their article with', () => {
    const oneAfternoon = Date.UTC(2026, 7, 15, 13, 5);
    expect(utcTimeOfDay(oneAfternoon, 'en').count).toBe(1);
    expect(utcTimeOfDay(oneAfternoon, 'es').count).toBe(13);
    expect(utcTimeOfDay(Date.UTC(2026, 7, 15, 0, 30), 'en').count).toBe(12);
    expect(utcTimeOfDay(Date.UTC(2026, 7, 15, 0, 30), 'pt').count).toBe(0);
  });

  it('reads a la 1:00 and à 1:00, but a las 2:00 and às 13:00', () => {
    const at = (hour: number) => Date.UTC(2026, 7, 15, hour, 0);
    const es = i18nFor('es').t;
    const pt = i18nFor('pt').t;
    expect(es('stock.rule.daily', utcTimeOfDay(at(1), 'es'))).toMatch(/^Cada día a la 1:00 UTC/);
    expect(es('stock.rule.daily', utcTimeOfDay(at(2), 'es'))).toMatch(/^Cada día a las 2:00 UTC/);
    expect(pt('stock.rule.daily', utcTimeOfDay(at(1), 'pt'))).toMatch(/^Todo dia à 01:00 UTC/);
    expect(pt('stock.rule.daily', utcTimeOfDay(at(13), 'pt'))).toMatch(/^Todo dia às 13:00 UTC/);
  });
});

describe('localTimeOfDay', () => {
  it('is the local time with the hour it shows', () => {
    const ms = Date.UTC(2026, 7, 15, 13, 5);
    const local = new Date(ms).getHours();
    expect(localTimeOfDay(ms, 'es').count).toBe(local);
  });
});

describe('formatNoteDate', () => {
  it('writes a note’s day, month and interval as the language does, one month and one year said once', () => {
    expect(formatNoteDate('2025-06-28', 'en')).toBe('June 28, 2025');
    expect(formatNoteDate('2025-12', 'fr')).toBe('décembre 2025');
    expect(formatNoteDate('2025-09-13/2025-09-20', 'fr')).toBe('13–20 septembre 2025');
    expect(formatNoteDate('2025-09-01/2025-09-20', 'fr')).toBe('1er–20 septembre 2025');
    expect(formatNoteDate('2025-05-22/2025-08-30', 'es')).toBe('22 de mayo – 30 de agosto de 2025');
    expect(formatNoteDate('2025-12-27T18:00Z/2026-01-10T18:00Z', 'en')).toBe('Dec 27, 2025, 6:00\u00a0PM – Jan 10, 2026, 6:00\u00a0PM');
    expect(formatNoteDate('2026-04-18T15:00Z/2026-04-25T15:00Z', 'id')).toBe('18 Apr 2026, 15.00 – 25 Apr 2026, 15.00');
    // Arabic's month a word, as in its other dates, not «27‏/12‏/2025».
    expect(formatNoteDate('2025-12-27T18:00Z/2026-01-10T18:00Z', 'ar')).toMatch(/^27 ديسمبر 2025، .+ – 10 يناير 2026، /);
    expect(formatNoteDate('2025', 'ar')).toBe('2025');
    expect(formatNoteDate('2025/2026', 'fr')).toBe('2025 – 2026');
  });

  it('writes no thin or narrow space, which Node and Chromium do not write alike (the prerendered page must hydrate)', () => {
    const written = (['en', 'es', 'fr', 'ar', 'id', 'pt'] as const).flatMap((language) =>
      ['2025-05-22/2025-08-30', '2025-09-13/2025-09-20', '2025-12-27T18:00Z/2026-01-10T18:00Z', '2025-09-27/2025-10-11'].map((iso) =>
        formatNoteDate(iso, language),
      ),
    );
    expect(written.filter((text) => /[\u2009\u202f]/.test(text))).toEqual([]);
  });
});

describe('shop prices, amounts and confidences', () => {
  it('writes a price in its currency, the game’s name for it', () => {
    const t = i18nFor('en').t;
    expect(formatPrice(t, 10, 'GardenCoins', 'en', 'stock.table.price')).toBe('10 Garden Coins');
    expect(formatPrice(t, 50_000, 'Sheckles', 'en', 'stock.table.price')).toBe('50,000 Sheckles');
    expect(formatPrice(t, null, null, 'en', 'stock.table.price')).toBe('unknown');
    expect(formatAmount(t, [5, 25], 'en', 'stock.table.amount')).toBe(leftToRight('5–25'));
    expect(formatAmount(t, [1, 1], 'en', 'stock.table.amount')).toBe('1');
  });

  // In a right-to-left line the two ends of a range swapped places: Carrot's 5 to 25 read «25–5».
  it('keeps a range of amounts in order in Arabic', () => {
    expect(formatAmount(i18nFor('ar').t, [5, 25], 'ar', 'stock.table.amount')).toBe(leftToRight('5–25'));
  });

  // «Cantidad por restock: desconocido», «Probabilidad por restock: desconocido» read as mistakes.
  it('says an unknown amount or chance in the form its label takes', () => {
    expect(formatAmount(i18nFor('fr').t, null, 'fr', 'stock.table.amount')).toBe('inconnue');
    expect(formatChance(i18nFor('es').t, null, 'es', 'stock.table.perRestock')).toBe('desconocida');
    expect(formatChance(i18nFor('ar').t, null, 'ar', 'stock.table.perRestock')).toBe('غير معروف');
    expect(formatAmount(i18nFor('ar').t, null, 'ar', 'shops.gearPage.facts.amount')).toBe('غير معروفة');
  });

  // «الموثوقية: غير معروف» read as a mistake: no level reads as the level none, which agrees with «الموثوقية» as every level does.
  it('says a confidence that names no level as not known, in words that agree with «confidence»', () => {
    expect(formatConfidence(i18nFor('ar').t, 'see the notes', 'ar')).toBe('الموثوقية: غير معروفة');
    expect(formatConfidence(i18nFor('es').t, 'see the notes', 'es')).toBe('Fiabilidad: desconocida');
    expect(formatConfidence(i18nFor('en').t, 'see the notes', 'en')).toBe('Confidence: not known');
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

  it('says a year as a year and about a month as about it, in each language', () => {
    expect(formatAsOf(i18nFor('en').t, '2026', 'en')).toBe('Data from 2026');
    expect(formatAsOf(i18nFor('en').t, '2026-04~', 'en')).toBe('Data from about April 2026');
    expect(formatAsOf(i18nFor('en').t, '2026~', 'en')).toBe('Data from about 2026');
    expect(formatAsOf(i18nFor('en').t, '2025-08', 'en')).toBe('Data from August 2025');
    expect(formatAsOf(i18nFor('ar').t, '2026', 'ar')).toBe('بيانات تعود إلى عام 2026');
    // «Données remontant à 2026» read as data going back to 2026. «Relevées en» takes a year and a month alike, with no
    // «de» to elide before «août» or «avril».
    expect(formatAsOf(i18nFor('fr').t, '2026', 'fr')).toBe('Données relevées en 2026');
    expect(formatAsOf(i18nFor('fr').t, '2025-08', 'fr')).toBe('Données relevées en août 2025');
    expect(formatAsOf(i18nFor('ar').t, '2026-04~', 'ar')).toBe('بيانات تعود إلى نحو أبريل 2026');
    expect(formatAsOf(i18nFor('fr').t, '2026-04~', 'fr')).toBe('Données relevées vers avril 2026');
    expect(formatAsOf(i18nFor('es').t, '2026-04~', 'es')).toBe('Datos de alrededor de abril de 2026');
    expect(formatAsOf(i18nFor('id').t, '2026', 'id')).toBe('Data dari 2026');
    expect(formatAsOf(i18nFor('pt').t, '2025-12~', 'pt')).toBe('Dados de dezembro de 2025 (data aproximada)');
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

  // «Próximo restock en 21h 10min 08s el mar a la 1:00»: «el mar» read as "the sea"; French's «mar. à 01:00».
  it('writes the day as players do where the short name misreads: «martes», «mardi», «terça», not «mar», «mar.», «ter.»', () => {
    // Tuesday 1:00 and Friday 1:00 in the time zone the tests run in, seen from the day before.
    const tuesday = new Date(2026, 10, 24, 1, 0).getTime();
    const friday = new Date(2026, 10, 27, 1, 0).getTime();
    const dayBefore = (ms: number) => ms - 86_400_000;
    expect(formatLocalWeekday(tuesday, dayBefore(tuesday), 'es')).toBe('martes');
    expect(formatLocalWeekday(tuesday, dayBefore(tuesday), 'fr')).toBe('mardi');
    expect(formatLocalWeekday(tuesday, dayBefore(tuesday), 'pt')).toBe('terça');
    expect(formatLocalWeekday(friday, dayBefore(friday), 'pt')).toBe('sexta');
    expect(formatLocalWeekday(friday, dayBefore(friday), 'id')).toBe('Jumat');
    expect(formatLocalWeekday(friday, dayBefore(friday), 'ar')).toBe('الجمعة');
    expect(formatLocalWeekday(tuesday, dayBefore(tuesday), 'en')).toBe('Tue');
  });
});

describe('formatMinuteMark', () => {
  it('writes a mark of the hour as ":05", isolated left to right', () => {
    expect(formatMinuteMark(300, 'en')).toBe(leftToRight(':05'));
    expect(formatMinuteMark(0, 'ar')).toBe(leftToRight(':00'));
  });
});
