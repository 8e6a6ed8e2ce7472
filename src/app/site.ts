/** Public origin used in canonical, hreflang and sitemap URLs; set VITE_SITE_ORIGIN when deploying. */
export const SITE_ORIGIN: string = (import.meta.env.VITE_SITE_ORIGIN as string | undefined) ?? 'https://gardenvalues.example';
