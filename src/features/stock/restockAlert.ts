/*
 * "Tell me at the next restock": a short beep and, where the visitor allows it, a notification, while the page is open.
 * Permission is asked only when the visitor opts in; a browser without notifications or a refusal is a state the page
 * explains, never an error.
 */

/** What opting in gave: notifications allowed, refused (sound only), or not offered by the browser (sound only). */
export type AlertSupport = 'granted' | 'denied' | 'unsupported';

/** Asks for notifications once the visitor opts in; never throws. */
export async function askToNotify(): Promise<AlertSupport> {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission === 'granted') return 'granted';
  if (Notification.permission === 'denied') return 'denied';
  try {
    return (await Notification.requestPermission()) === 'granted' ? 'granted' : 'denied';
  } catch {
    return 'unsupported';
  }
}

/** A short tone made in the page (no sound file to download or cache); silent where audio is not allowed. */
export function beep(): void {
  try {
    const AudioContextClass = window.AudioContext;
    if (AudioContextClass === undefined) return;
    const audio = new AudioContextClass();
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.frequency.value = 880;
    volume.gain.setValueAtTime(0.2, audio.currentTime);
    volume.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.6);
    tone.connect(volume).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.6);
    tone.onended = () => void audio.close();
  } catch {
    // No sound: the notification and the page's own message still say it.
  }
}

/** Shows a notification when allowed; false where the browser refuses one from a page (Android asks for a worker). */
export function notify(title: string, body: string): boolean {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return false;
  try {
    new Notification(title, { body, tag: title });
    return true;
  } catch {
    return false;
  }
}
