import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * A text field's own text, read as the page goes live. A phone's keyboard can compose text into the prerendered field
 * before the page's script has started (the boot script refuses key presses there, but a keyboard's composition cannot
 * be refused), and React takes the field over without reading it: the field showed "12" while the page answered for
 * age 1. Once live, a field whose text is not its value reports its text, so the page answers for what it shows.
 */
export function useTypedBeforeLive(value: string, onChange: (text: string) => void) {
  const ref = useRef<HTMLInputElement>(null);
  const readTyped = useEffectEvent(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
  });
  // Once, as the field goes live: later, the field's text and its value differ only while React applies a change.
  useEffect(() => readTyped(), []);
  return ref;
}
