import { describe, expect, it } from 'vitest';
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

  it('writes each structured data block as JSON that cannot close its script element', () => {
    const [block] = renderStructuredData(meta);
    expect(block).toMatch(/^<script type="application\/ld\+json">.*<\/script>$/);
    expect(block!.match(/<\/script>/g)).toHaveLength(1);
    const json = block!.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json)).toEqual(meta.structuredData![0]);
  });
});
