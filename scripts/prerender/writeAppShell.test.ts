// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { appShellDocument } from './writeAppShell';

describe('appShellDocument', () => {
  const html = appShellDocument({
    title: 'Garden Values',
    entryStyles: ['assets/index-X.css'],
    entryScript: 'assets/index-X.js',
    bootScript: 'boot()',
    policy: "default-src 'self'",
    noScript: '<p>No page here.</p>',
  });
  const doc = new DOMParser().parseFromString(html, 'text/html');

  it('is an empty English page with the site name for its title', () => {
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.title).toBe('Garden Values');
    expect(doc.getElementById('root')?.childNodes).toHaveLength(0);
  });

  // Without scripts the shell was a blank page, for any address a host answers with it.
  it('says its words to a visitor without scripts, outside the element the app renders into', () => {
    expect(doc.querySelector('body > noscript')?.innerHTML).toBe('<p>No page here.</p>');
  });

  it("links the entry's stylesheets instead of inlining them", () => {
    expect(doc.querySelectorAll('style')).toHaveLength(0);
    const links = [...doc.querySelectorAll('link[rel="stylesheet"]')];
    expect(links.map((link) => [link.getAttribute('href'), link.hasAttribute('disabled')])).toEqual([['/assets/index-X.css', false]]);
  });

  it('carries the Content-Security-Policy, for hosts that send no headers', () => {
    expect(doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toBe("default-src 'self'");
  });

  it('runs the boot script in the head and starts the entry module at once, as it has no paint to wait for', () => {
    expect(doc.head.querySelector('script')?.textContent).toBe('boot()');
    expect(doc.body.lastElementChild?.outerHTML).toBe('<script type="module" src="/assets/index-X.js"></script>');
  });
});
