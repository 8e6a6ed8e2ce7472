import { minifySync } from 'rolldown/utils';

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

/** The boot script (src/app/bootScript.ts, kept readable there) as pages carry it: minified, and the same text each build. */
export function minifiedBootScript(source: string): string {
  const { code, errors } = minifySync('boot-script.js', source);
  if (errors.length > 0) throw new Error(`the boot script did not minify: ${errors.map((error) => error.message).join('; ')}`);
  return code.trim();
}
