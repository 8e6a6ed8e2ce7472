// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { appShellDocument } from './writeAppShell';

describe('appShellDocument', () => {
  const html = appShellDocument({
    title: 'Garden Values',
    entryStyles: ['assets/index-X.css'],
    boot: { beforePaint: 'boot()', loader: 'load()' },
    policy: "default-src 'self'",
  });
  const doc = new DOMParser().parseFromString(html, 'text/html');

  it('is an empty English page with the site name for its title', () => {
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.title).toBe('Garden Values');
    expect(doc.getElementById('root')?.childNodes).toHaveLength(0);
  });

  it("links the entry's stylesheets instead of inlining them", () => {
    expect(doc.querySelectorAll('style')).toHaveLength(0);
    const links = [...doc.querySelectorAll('link[rel="stylesheet"]')];
    expect(links.map((link) => [link.getAttribute('href'), link.hasAttribute('disabled')])).toEqual([['/assets/index-X.css', false]]);
  });

  it('carries the Content-Security-Policy, for hosts that send no headers', () => {
    expect(doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toBe("default-src 'self'");
  });

  it('runs the boot script in the head and the loader at the end of the body', () => {
    expect(doc.head.querySelector('script')?.textContent).toBe('boot()');
    expect(doc.body.lastElementChild?.outerHTML).toBe('<script>load()</script>');
  });
});
