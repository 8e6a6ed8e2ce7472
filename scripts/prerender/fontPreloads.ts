import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The font faces each language's pages show first (body text and headings), preloaded by the prerender. */
const FIRST_FACES: Record<string, readonly RegExp[]> = {
  latin: [/^poppins-latin-400-normal-.*\.woff2$/, /^poppins-latin-700-normal-.*\.woff2$/],
  ar: [/^tajawal-arabic-400-normal-.*\.woff2$/, /^tajawal-arabic-700-normal-.*\.woff2$/],
};

/** `<link rel="preload">` tags for the language's first fonts, found among the built assets. */
export function fontPreloadTags(siteDir: string, language: string): string[] {
  const assets = readdirSync(join(siteDir, 'assets'));
  const patterns = FIRST_FACES[language === 'ar' ? 'ar' : 'latin'] ?? [];
  return patterns.map((pattern) => {
    const file = assets.find((name) => pattern.test(name));
    if (!file) throw new Error(`no built font matches ${pattern}`);
    return `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`;
  });
}
