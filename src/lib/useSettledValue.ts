import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delayMs`: what a screen reader should hear, once, after typing. */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
