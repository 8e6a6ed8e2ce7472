/** Public origin used in canonical, hreflang, sitemap and structured-data URLs; set VITE_SITE_ORIGIN when deploying. */
export const SITE_ORIGIN: string = (import.meta.env.VITE_SITE_ORIGIN as string | undefined) ?? 'https://gardenvalues.example';

/** `/es/wiki` → `https://…/es/wiki`. */
export function absoluteUrl(path: string): string {
  return `${SITE_ORIGIN}${path}`;
}
