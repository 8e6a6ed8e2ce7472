/*
 * The room a restock card holds for its countdown and later restocks before the clock is read: their longest forms,
 * laid out unseen (stock.css), so that their appearing moves nothing below them at any text size and width.
 */
import { memo } from 'react';
import { useI18n } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { formatCountdown, utcTimeOfDay, weekdayNames } from '../../lib/shopFormat';
import { LaterRestocks, type LaterItem } from './LaterRestocks';
import type { ShopClock } from './stockData';

/**
 * 10:00 AM: with a clock's digits all as wide (stock.css), the widest time of day, as a 12-hour clock's morning mark is
 * the wider one (A over P, ص over م: «10:00 AM» 66.5 px against 65.3 at 14 px, «10:00 ص» 61.8 against 53.5, in the
 * system's DejaVu Sans).
 */
const WIDE_TIME_OF_DAY_MS = 10 * 3_600_000;

/** A restock's time with every day's name, written as `text` writes it: which name is widest depends on the font. */
function everyDay<Text>(language: Language, text: (day: string, time: ReturnType<typeof utcTimeOfDay>) => Text): Text[] {
  const time = utcTimeOfDay(WIDE_TIME_OF_DAY_MS, language);
  return weekdayNames(language).map((day) => text(day, time));
}

/**
 * The countdown's room: its longest time (the full interval, a restock just passed) over its restock's day and time on
 * every day of the week, at the widest time of day. The texts are in data attributes, drawn by stock.css: neither the
 * page's text nor a screen reader has them. Written in UTC, so the build and the browser write the same.
 */
export const CountdownRoom = memo(function CountdownRoom({ clock, language }: { clock: ShopClock; language: Language }) {
  const { t } = useI18n();
  return (
    <span className="shop-clock__room" aria-hidden="true">
      <span className="shop-clock__room-time" data-text={formatCountdown((clock.intervalSeconds ?? 0) * 1000, language)} />
      <span className="shop-clock__room-days">
        {everyDay(language, (day, time) => t('stock.atOnDay', { day, ...time })).map((text) => (
          <span key={text} className="shop-clock__room-at" data-text={text} />
        ))}
      </span>
    </span>
  );
});

/**
 * The later restocks' room: the list laid out unseen with each of its longest forms, one over the other. Named with
 * their day (`namesDay`), that is each day of the week at the widest time of day; otherwise that time alone.
 */
export const LaterRestocksRoom = memo(function LaterRestocksRoom({
  count,
  namesDay,
  language,
}: {
  count: number;
  namesDay: boolean;
  language: Language;
}) {
  const { t } = useI18n();
  const texts = namesDay
    ? everyDay(language, (day, time) => t('stock.dayTime', { day, ...time }))
    : [utcTimeOfDay(WIDE_TIME_OF_DAY_MS, language).time];
  return (
    <span className="shop-clock__room shop-clock__room-later" aria-hidden="true">
      {texts.map((text) => (
        <LaterRestocks key={text} items={Array.from({ length: count }, (): LaterItem => ({ text }))} t={t} language={language} unseen />
      ))}
    </span>
  );
});
