/*
 * "Tell me at the next restock": a short beep and, where the visitor allows it, a notification, while the page is open.
 * Permission is asked only when the visitor opts in; a browser without notifications or a refusal is a state the page
 * explains, never an error.
 */

/** What opting in gave: notifications allowed, refused (sound only), or not offered by the browser (sound only). */
export type AlertSupport = 'granted' | 'denied' | 'unsupported';

/** The answer the browser already has, or null while it would still have to ask the visitor. */
export function knownSupport(): AlertSupport | null {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission === 'granted') return 'granted';
  if (Notification.permission === 'denied') return 'denied';
  return null;
}

/** Asks for notifications once the visitor opts in; never throws. */
export async function askToNotify(): Promise<AlertSupport> {
  const known = knownSupport();
  if (known !== null) return known;
  try {
    return (await Notification.requestPermission()) === 'granted' ? 'granted' : 'denied';
  } catch {
    return 'unsupported';
  }
}

type AudioWindow = Window & { AudioContext?: typeof AudioContext; webkitAudioContext?: typeof AudioContext };

/**
 * Opens the page's audio, or wakes it, while the visitor's click is being handled. Safari lets a page play sound only
 * from an AudioContext created or resumed inside a user gesture: one created later, when the timer fires, stays
 * suspended and silent. Null where the browser has no Web Audio.
 */
export function openAudio(audio: AudioContext | null): AudioContext | null {
  try {
    let context = audio;
    if (context === null || context.state === 'closed') {
      const { AudioContext: Modern, webkitAudioContext: Prefixed } = window as AudioWindow;
      const AudioContextClass = Modern ?? Prefixed;
      if (AudioContextClass === undefined) return null;
      context = new AudioContextClass();
    }
    if (context.state !== 'running') void context.resume().catch(() => undefined);
    // Older iOS unlocks a page's audio only once a sound has started inside the gesture: a silent one-sample one.
    const silence = context.createBufferSource();
    silence.buffer = context.createBuffer(1, 1, context.sampleRate);
    silence.connect(context.destination);
    silence.start();
    return context;
  } catch {
    return audio;
  }
}

/** A short tone made in the page (no sound file to download or cache), on the audio opened by the visitor's click. */
export function beep(audio: AudioContext | null): void {
  if (audio === null) return;
  try {
    // iOS suspends a page's audio while it is in the background; a context the visitor unlocked may be woken again.
    if (audio.state !== 'running') void audio.resume().catch(() => undefined);
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.frequency.value = 880;
    volume.gain.setValueAtTime(0.2, audio.currentTime);
    volume.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.6);
    tone.connect(volume).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.6);
  } catch {
    // No sound: the notification and the page's own message still say it.
  }
}

/** Shown; not allowed (the page already said it would only beep); or allowed but the browser would not show it. */
export type NotifyResult = 'shown' | 'off' | 'failed';

/**
 * Shows a notification when allowed. Through the page's service worker where there is one: Android's Chrome refuses
 * `new Notification()` from a page ("Illegal constructor") and shows only a worker's. Never throws.
 */
export async function notify(title: string, body: string): Promise<NotifyResult> {
  if (knownSupport() !== 'granted') return 'off';
  const options = { body, tag: title };
  try {
    const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
    if (registration !== undefined) {
      await registration.showNotification(title, options);
      return 'shown';
    }
  } catch {
    // The worker could not show it; the page's own notification may still work.
  }
  try {
    new Notification(title, options);
    return 'shown';
  } catch {
    return 'failed';
  }
}
