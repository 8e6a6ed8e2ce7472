import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeaders } from '../scripts/staticHost';
import { builtFile, builtHtmlFiles } from './builtFiles';

const policy = headersFor(parseHeaders(builtFile('/_headers')), '/')['Content-Security-Policy'] ?? '';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

describe('the Content-Security-Policy of the built site', () => {
  it('allows scripts only from the site and by hash, never unsafe-inline', () => {
    const scriptSrc =
      policy
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith('script-src')) ?? '';
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('comes with every written page too, for hosts that send no headers: first after the charset, without frame-ancestors', () => {
    const pagePolicy = policy.replace("; frame-ancestors 'none'", '');
    expect(pagePolicy).not.toBe(policy);
    const problems: string[] = [];
    for (const file of builtHtmlFiles()) {
      const head = readFileSync(file, 'utf8').split('</head>')[0]!;
      const tags = [...head.matchAll(/<(meta|link|script|style|title)\b[^>]*>/g)].map((match) => match[0]);
      if (!/^<meta charset=/.test(tags[0] ?? '')) problems.push(`${file}: charset first`);
      const content = /^<meta http-equiv="Content-Security-Policy" content="([^"]*)">$/.exec(tags[1] ?? '')?.[1]?.replace(/&quot;/g, '"');
      if (content !== pagePolicy) problems.push(`${file}: no policy right after the charset, or another policy`);
    }
    expect(problems).toEqual([]);
  });

  it('allows every inline script and style block of every written page by its hash; no page has style attributes or handlers', () => {
    const files = builtHtmlFiles();
    expect(files.length).toBeGreaterThan(1600);
    const allowed = new Set([...policy.matchAll(/'sha256-([^']+)'/g)].map((match) => match[1]));
    // Collected and checked once: thousands of separate expect calls would take most of a minute.
    const problems: string[] = [];
    for (const file of files) {
      const html = readFileSync(file, 'utf8');
      for (const [, attributes = '', body = ''] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
        // Data blocks (structured data, a page's data) are never run, so the policy does not list them.
        if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
        if (!allowed.has(sha256(body))) problems.push(`${file}: inline script not in the policy`);
      }
      for (const [, body = ''] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) {
        if (!allowed.has(sha256(body))) problems.push(`${file}: inline style not in the policy`);
      }
      if (/\sstyle="/.test(html)) problems.push(`${file}: style attribute`);
      if (/\son[a-z]+="/.test(html)) problems.push(`${file}: event handler attribute`);
    }
    expect(problems).toEqual([]);
  });
});
