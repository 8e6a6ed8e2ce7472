import { useEffect, useRef, useState } from 'react';
import type { ClockEvent } from '../../game/restock';
import { useI18n } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { localTimeOfDay } from '../../lib/shopFormat';
import { CLOCK_WORDS } from './clockWords';
import { askToNotify, beep, knownSupport, notify, openAudio, type AlertSupport } from './restockAlert';
import { restockAtText } from './restockTimeText';

/**
 * How the last alert went: told, told only by the page because the browser would not show the notification, or turned
 * off by a second press (said, so that a press by mistake does not pass unseen).
 */
type Outcome = 'rang' | 'notShown' | 'cancelled';

/**
 * "Tell me at the next restock" for one shop, and a live status that says what the visitor will get and what they got.
 * Prerendered like the rest of the card, so it takes its room before the script runs; it waits for the clock (`next`
 * null until mounted) to be used. `now` is the card's clock, which says whether the restock the visitor arms is today or
 * another day.
 */
export function RestockOptIn({
  shop,
  event,
  next,
  now,
  language,
  describedBy,
}: {
  shop: string;
  event: ClockEvent;
  next: number | null;
  now: number | null;
  language: Language;
  /** The shop's heading: every card's button reads the same, and a list of the page's buttons tells them apart by it. */
  describedBy: string;
}) {
  const { t } = useI18n();
  const [armedFor, setArmedFor] = useState<number | null>(null);
  // Null while the browser's permission prompt is open: the page cannot yet say what the visitor will get.
  const [support, setSupport] = useState<AlertSupport | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Opened by the visitor's click and kept for the timer: see openAudio.
  const audio = useRef<AudioContext | null>(null);
  useEffect(
    () => () => {
      void audio.current?.close().catch(() => undefined);
      audio.current = null;
    },
    [],
  );
  // A timer set for the restock the visitor asked about; a sleeping tab's timer fires late, as soon as it wakes.
  useEffect(() => {
    if (armedFor === null) return;
    const timer = setTimeout(
      () => {
        beep(audio.current);
        setArmedFor(null);
        const body = t(CLOCK_WORDS[event].body, localTimeOfDay(armedFor, language));
        void notify(t(CLOCK_WORDS[event].title, { shop }), body).then((result) => setOutcome(result === 'failed' ? 'notShown' : 'rang'));
      },
      Math.max(0, armedFor - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [armedFor, shop, event, t, language]);

  const toggle = async () => {
    if (next === null) return;
    if (armedFor !== null) {
      setArmedFor(null);
      setOutcome('cancelled');
      return;
    }
    // Before any await: Safari counts only what runs inside the click itself as the visitor's gesture.
    audio.current = openAudio(audio.current);
    setOutcome(null);
    setArmedFor(next);
    const known = knownSupport();
    setSupport(known);
    if (known === null) setSupport(await askToNotify());
  };

  let status = '';
  if (armedFor !== null) {
    // "on Sat at 20:00" for a restock another day: the daily quests' next one is often tomorrow.
    status =
      support === null
        ? t('stock.alert.asking')
        : t(`stock.alert.${support}`, { when: restockAtText(t, armedFor, now ?? armedFor, language) });
  } else if (outcome !== null) {
    status = t(outcome === 'cancelled' ? 'stock.alert.cancelled' : CLOCK_WORDS[event][outcome]);
  }
  return (
    <div className="restock-alert">
      <button
        type="button"
        className="button"
        aria-pressed={armedFor !== null}
        aria-describedby={describedBy}
        disabled={next === null}
        onClick={() => void toggle()}
      >
        {t(CLOCK_WORDS[event].button)}
      </button>
      <p className="restock-alert__status" role="status">
        {status}
      </p>
    </div>
  );
}
