import { useEffect, useState } from 'react';

/**
 * The time now in Unix milliseconds, read from the clock at every whole second and whenever the tab becomes visible
 * again (a sleeping tab's timers stop; what is shown is worked out from the clock, never from counting ticks, so it is
 * right the moment the tab wakes). Null until the page has mounted: the prerendered HTML cannot know the time, so the
 * live times appear after hydration and hydration never meets a different text.
 */
export function useNow(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      clearTimeout(timer);
      const time = Date.now();
      setNow(time);
      // The next whole second, so the countdown turns with the clock's seconds.
      timer = setTimeout(tick, 1000 - (time % 1000));
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    tick();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return now;
}
