import { useEffect, useState } from 'react';
import { useIsClientRender } from '../lib/useIsClientRender';
import { StatusRegion } from './StatusRegion';

/** How long the answer must stay the same before screen readers are told it: once after typing, not at every key. */
const SETTLE_MS = 700;
/**
 * How long a told answer stays in the status region. Screen readers take the text when it is added, so emptying it
 * later does not cut it short; emptied, the region no longer repeats the answer shown beside it to someone reading on.
 */
const HEARD_MS = 7_000;

/**
 * The answer to tell screen readers now: empty while it is the one the page opened on (read with the page, and the
 * prerendered HTML need not hold it twice), the new answer once it has stopped changing for SETTLE_MS, and empty again
 * HEARD_MS later. The page opens on its first answer once hydrated: a shared link's, not the prerendered page's.
 */
export function useAnswerToTell(answer: string): string {
  const live = useIsClientRender();
  const [lastTold, setLastTold] = useState<string | null>(null);
  if (live && lastTold === null) setLastTold(answer);
  const [telling, setTelling] = useState('');
  useEffect(() => {
    if (lastTold === null || answer === lastTold) return;
    const timer = setTimeout(() => {
      setLastTold(answer);
      setTelling(answer);
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [answer, lastTold]);
  useEffect(() => {
    if (telling === '') return;
    const timer = setTimeout(() => setTelling(''), HEARD_MS);
    return () => clearTimeout(timer);
  }, [telling]);
  return telling;
}

/**
 * A polite status that tells screen readers a calculator's answer when it changes. The answer shown on screen is the
 * one read in browse mode; this region holds it only while it is being told, so reading on does not hear it twice.
 */
export function AnswerAnnouncement({ answer, testId }: { answer: string; testId?: string }) {
  const telling = useAnswerToTell(answer);
  return (
    <StatusRegion className="visually-hidden" testId={testId}>
      {telling}
    </StatusRegion>
  );
}
