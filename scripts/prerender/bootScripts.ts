/** The inline scripts every written document runs, as exact texts: the CSP allows each by its hash. */
export interface BootScripts {
  /** Runs in the head before the first paint (see src/app/bootScript.ts). */
  beforePaint: string;
  /** Starts the app's entry module. */
  loader: string;
}

/**
 * The app's script starts after the first paint: fetched earlier, it competes with that paint on a
 * slow connection, and the prerendered page is readable without it.
 */
export function startAfterFirstPaint(entry: string): string {
  return `requestAnimationFrame(function(){setTimeout(function(){var s=document.createElement("script");s.type="module";s.src=${JSON.stringify(entry)};document.head.appendChild(s)})})`;
}
