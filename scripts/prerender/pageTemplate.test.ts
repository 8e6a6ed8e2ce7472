// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { LINKED_AFTER_PAINT_ID } from './bootScripts';
import { COMMON_HEAD_TAGS, inlineScript, inlineStyle, pageDocument, type PageParts } from './pageTemplate';

const parts: PageParts = {
  lang: 'ar',
  dir: 'rtl',
  head: ['<title>Page</title>', '<link rel="canonical" href="https://garden.test/ar">'],
  body: '<main><h1>Hello</h1></main>',
  scripts: ['<script>one()</script>', '<script>two()</script>'],
};

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('pageDocument', () => {
  const html = pageDocument(parts);
  const doc = parse(html);

  it('is an HTML document in the page’s language and direction', () => {
    expect(html.startsWith('<!doctype html>\n<html lang="ar" dir="rtl">')).toBe(true);
    expect(doc.doctype?.name).toBe('html');
    expect(doc.documentElement.lang).toBe('ar');
    expect(doc.documentElement.dir).toBe('rtl');
  });

  it('starts the head with the tags every page has, then the page’s own, in order', () => {
    const head = [...doc.head.children].map((element) => element.outerHTML);
    expect(head).toEqual([...COMMON_HEAD_TAGS.map((tag) => parse(tag).head.innerHTML), ...parts.head]);
    expect(doc.querySelector('meta[charset]')?.getAttribute('charset')).toBe('UTF-8');
  });

  it('keeps the manifest link for after the first paint: the loader links it, and a visitor without scripts reads it', () => {
    // DOMParser reads a document as a browser with scripts off does.
    const kept = doc.getElementById(LINKED_AFTER_PAINT_ID);
    expect(kept?.tagName).toBe('NOSCRIPT');
    expect(kept?.parentElement).toBe(doc.head);
    expect(kept?.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/manifest.webmanifest');
    expect(doc.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
  });

  it('puts the rendered app in #root and the scripts after it, at the end of the body', () => {
    expect(doc.getElementById('root')?.innerHTML).toBe(parts.body);
    expect([...doc.body.children].map((element) => element.outerHTML)).toEqual([`<div id="root">${parts.body}</div>`, ...parts.scripts]);
  });

  it('writes a given Content-Security-Policy right after the charset, before any script or style', () => {
    const withPolicy = parse(pageDocument({ ...parts, policy: "default-src 'self'; script-src 'self' 'sha256-a+b/c='" }));
    const [charset, policy] = [...withPolicy.head.children];
    expect(charset?.getAttribute('charset')).toBe('UTF-8');
    expect(policy?.getAttribute('http-equiv')).toBe('Content-Security-Policy');
    expect(policy?.getAttribute('content')).toBe("default-src 'self'; script-src 'self' 'sha256-a+b/c='");
    expect(doc.querySelector('meta[http-equiv]')).toBeNull();
  });

  it('adds nothing it was not given: no placeholders, no preloads, no stylesheets', () => {
    const bare = pageDocument({ lang: 'en', dir: 'ltr', head: [], body: '', scripts: [] });
    expect(bare).not.toContain('<!--');
    expect(bare).not.toContain('modulepreload');
    expect(bare).not.toContain('stylesheet');
    expect(parse(bare).getElementById('root')?.childNodes).toHaveLength(0);
    expect(parse(bare).querySelectorAll('script')).toHaveLength(0);
  });
});

describe('inline blocks', () => {
  it('hold exactly the text the CSP hashes', () => {
    const source = 'if(a<b&&c>d)go("x")';
    expect(parse(inlineScript(source)).querySelector('script')?.textContent).toBe(source);
    expect(inlineScript(source)).toBe(`<script>${source}</script>`);
    expect(inlineStyle('a>b{color:red}\n.c{}')).toBe('<style>a>b{color:red}\n.c{}</style>');
  });
});
