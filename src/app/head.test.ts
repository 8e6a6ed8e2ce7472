import { describe, expect, it } from 'vitest';
import { formatMultiplier } from '../lib/format';
import type { PageMeta } from '../lib/pageMeta';
import { renderHeadTags, renderStructuredData } from './head';

const meta: PageMeta = {
  title: 'Title',
  description: 'Description',
  structuredData: [{ '@type': 'FAQPage', name: '</script><script>alert(1)</script>' }],
};

describe('the page’s head and structured data', () => {
  it('leaves the structured data out of the head, for the end of the body', () => {
    expect(renderHeadTags({ meta, language: 'en', path: '/', siteName: 'Site' })).not.toContain('ld+json');
  });

  it('names the page’s one locale, and its other languages by address (hreflang), not as locales of this address', () => {
    const arabic = renderHeadTags({ meta, language: 'ar', path: '/wiki', siteName: 'Site' });
    expect(arabic.match(/property="og:locale[^"]*"/g)).toEqual(['property="og:locale"']);
    expect(arabic).toContain('<meta property="og:locale" content="ar_AR">');
    expect(arabic).toMatch(/<link rel="alternate" hreflang="es" href="[^"]*\/es\/wiki">/);
  });

  it('writes titles and descriptions without direction isolates, which previews show as boxes', () => {
    const withMultiplier = (language: 'fr' | 'ar'): PageMeta => ({
      title: `Abyssal ${formatMultiplier(240, language)}`,
      description: `Abyssal ${formatMultiplier(240, language)}.`,
    });
    const french = renderHeadTags({ meta: withMultiplier('fr'), language: 'fr', path: '/', siteName: 'Site' });
    expect(french).not.toMatch(/[\u2066-\u2069]/);
    expect(french).toContain('<title>Abyssal ×240</title>');
    // In right-to-left text a left-to-right mark on each side keeps "×240" in its order.
    const arabic = renderHeadTags({ meta: withMultiplier('ar'), language: 'ar', path: '/', siteName: 'Site' });
    expect(arabic).not.toMatch(/[\u2066-\u2069]/);
    expect(arabic).toContain('<title>Abyssal \u200e×240\u200e</title>');
  });

  it('writes each structured data block as JSON that cannot close its script element', () => {
    const [block] = renderStructuredData(meta);
    expect(block).toMatch(/^<script type="application\/ld\+json">.*<\/script>$/);
    expect(block!.match(/<\/script>/g)).toHaveLength(1);
    const json = block!.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json)).toEqual(meta.structuredData![0]);
  });
});
