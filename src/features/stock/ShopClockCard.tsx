import type { TFunction } from 'i18next';
import { nextRestock, restockMarksInHour, upcomingRestocks } from '../../game/restock';
import { useI18n } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { confidenceWord } from '../../lib/confidence';
import { formatIsoDate } from '../../lib/format';
import { formatAsOf, formatCountdown, formatDuration, formatMinuteMark, utcTimeOfDay } from '../../lib/shopFormat';
import { CLOCK_WORDS } from './clockWords';
import { CountdownRoom, LaterRestocksRoom } from './HeldRoom';
import { LaterRestocks } from './LaterRestocks';
import { RestockOptIn } from './RestockOptIn';
import { laterRestockText, restockAtText } from './restockTimeText';
import { shopName } from './shopName';
import type { ShopClock } from './stockData';

/** Restocks listed after the next one. */
const LATER_RESTOCKS = 3;
/** The minute marks a shop's note names before its "…" (`stock.shops.*.note`: first, second, third). */
const MARKS_NAMED = 3;
const SECONDS_PER_DAY = 86_400;

/**
 * Whether the page counts down to this shop: its restocks are known (`yes`) or known up to an assumed alignment, and
 * it is not the clock of an event that is over.
 */
export const countsDown = (clock: ShopClock) =>
  (clock.offlineCountdown === 'yes' || clock.offlineCountdown === 'probably') && !clock.eventOver;

/** The rule in words, the same before and after the script runs: the prerendered page states it. */
function ruleText(t: TFunction, clock: ShopClock, language: Language): string {
  const { intervalSeconds, offsetSeconds } = clock;
  if (intervalSeconds === null || offsetSeconds === null) return t('stock.rule.none');
  if (intervalSeconds === SECONDS_PER_DAY) {
    // In words: a clock's 12:00 AM («12:00 ص») is read as noon as often as midnight.
    if (offsetSeconds === 0) return t('stock.rule.dailyMidnight');
    return t('stock.rule.daily', utcTimeOfDay(offsetSeconds * 1000, language));
  }
  // An interval or timing the sources dispute is no rule the page can state (its card says no countdown, and why).
  const disputed = clock.intervalConfidence === 'low' || clock.alignmentConfidence === 'low';
  return t(disputed ? 'stock.rule.everyDisputed' : 'stock.rule.every', { interval: formatDuration(intervalSeconds, language) });
}

/** What a shop's note may name from its rule: its interval and the first minute marks of an hour. */
function noteValues(clock: ShopClock, language: Language): { interval: string; first: string; second: string; third: string } {
  const marks = restockMarksInHour(clock, MARKS_NAMED) ?? [];
  const [first = '', second = '', third = ''] = marks.map((mark) => formatMinuteMark(mark, language));
  return { interval: clock.intervalSeconds === null ? '' : formatDuration(clock.intervalSeconds, language), first, second, third };
}

/** Whether a card's later restocks name their day: only where restocks are a day apart (restockTimeText). */
const laterNamesDay = (clock: ShopClock) => clock.intervalSeconds !== null && clock.intervalSeconds >= SECONDS_PER_DAY;

/** One shop's restock clock: its rule and sureness as prerendered, then a live countdown and the next restocks. */
export function ShopClockCard({ clock, now, language }: { clock: ShopClock; now: number | null; language: Language }) {
  const { t } = useI18n();
  const name = shopName(t, clock.key);
  const next = now === null ? null : nextRestock(clock, now);
  const later = now === null ? null : (upcomingRestocks(clock, now, LATER_RESTOCKS + 1)?.slice(1) ?? null);
  const headingId = `clock-${clock.key}`;
  const counting = countsDown(clock);
  const namesDay = laterNamesDay(clock);
  return (
    <section className="shop-clock" aria-labelledby={headingId} data-testid={headingId}>
      <h3 id={headingId}>{name}</h3>
      <p className="shop-clock__rule">{ruleText(t, clock, language)}</p>
      {counting ? (
        <p
          className="shop-clock__countdown"
          data-shop={clock.key}
          data-next-restock={next === null ? undefined : new Date(next).toISOString()}
        >
          {/* Its words are the same before the script runs, so they take the same lines at any text size. */}
          <span className="shop-clock__label">{t(CLOCK_WORDS[clock.event].nextIn)}</span>{' '}
          {/* The time and its day and hour over the text that says the countdown starts with the script (that stays,
              unseen, once they show) and over the longest they can be, laid out unseen: the room they take is held
              from the first paint. */}
          <span className="shop-clock__reading">
            <CountdownRoom clock={clock} language={language} />
            <span className="shop-clock__waiting" aria-hidden={next === null || now === null ? undefined : true}>
              {t('stock.startsWithScript')}
            </span>
            {next === null || now === null ? null : (
              <span className="shop-clock__live">
                <time className="shop-clock__time" dateTime={new Date(next).toISOString()} data-testid={`countdown-${clock.key}`}>
                  {formatCountdown(next - now, language)}
                </time>{' '}
                <span className="shop-clock__at">{restockAtText(t, next, now, language)}</span>
              </span>
            )}
          </span>
        </p>
      ) : null}
      {counting ? (
        // The times joined the language's way ("12:10, 12:15 and 12:20"), not by a separator of ours, each on one line
        // with the list's words that touch it (Arabic's «و»). Its room is kept before the clock is read, so the times
        // appearing move nothing below them.
        <p className="shop-clock__later">
          <LaterRestocksRoom count={LATER_RESTOCKS} namesDay={namesDay} language={language} />
          {later === null || now === null ? null : (
            <LaterRestocks
              items={later.map((time) => ({
                text: laterRestockText(t, time, now, language, namesDay),
                dateTime: new Date(time).toISOString(),
              }))}
              t={t}
              language={language}
            />
          )}
        </p>
      ) : null}
      <p className="shop-clock__note">{t(`stock.shops.${clock.key}.note`, noteValues(clock, language))}</p>
      {clock.eventOver && clock.eventWindow !== null ? (
        <p className="shop-clock__event">
          {t('stock.eventOver', {
            start: formatIsoDate(clock.eventWindow.start, language),
            end: formatIsoDate(clock.eventWindow.end, language),
          })}
        </p>
      ) : null}
      <p className="shop-clock__sure">
        {t('stock.sure', {
          interval: confidenceWord(t, clock.intervalConfidence),
          // «No fixed clock», then «in the timing: high» read as a timing known for sure: it is sure the server decides.
          what: t(clock.alignedToUtc === false ? 'stock.sureOf.serverDecides' : 'stock.sureOf.timing'),
          alignment: confidenceWord(t, clock.alignmentConfidence),
        })}{' '}
        {formatAsOf(t, clock.asOf, language, 'rule')}
      </p>
      {counting ? <RestockOptIn now={now} shop={name} event={clock.event} next={next} language={language} describedBy={headingId} /> : null}
    </section>
  );
}
