// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { markInlinedStyles } from './inlinedStyles';

describe('markInlinedStyles', () => {
  it('adds one disabled stylesheet link per file the inline block names, as Vite’s helper looks for them', () => {
    document.head.innerHTML = '<style data-inlined="/assets/a.css /assets/b.css">.a{}</style>';
    markInlinedStyles();
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    expect(links.map((link) => [link.getAttribute('href'), link.disabled])).toEqual([
      ['/assets/a.css', true],
      ['/assets/b.css', true],
    ]);
    expect(document.querySelector('link[href="/assets/b.css"][rel="stylesheet"]')).not.toBeNull();
  });

  it('adds nothing to a page without inlined styles', () => {
    document.head.innerHTML = '<style>.a{}</style>';
    markInlinedStyles();
    expect(document.querySelectorAll('link')).toHaveLength(0);
  });
});
