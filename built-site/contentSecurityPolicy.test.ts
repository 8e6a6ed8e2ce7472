import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeaders } from '../scripts/staticHost';
import { builtFile, builtHtmlFiles } from './builtFiles';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part === name || part.startsWith(`${name} `)) ?? '';

/** What a written document carries: its policy (the second tag of its head), and the inline blocks it runs. */
function documentParts(file: string) {
  const html = readFileSync(file, 'utf8');
  const head = html.split('</head>')[0]!;
  const tags = [...head.matchAll(/<(meta|link|script|style|title)\b[^>]*>/g)].map((match) => match[0]);
  const policy = /^<meta http-equiv="Content-Security-Policy" content="([^"]*)">$/.exec(tags[1] ?? '')?.[1]?.replace(/&quot;/g, '"');
  // Data blocks (structured data, a page's data) are never run, so the policy does not list them.
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , body = '']) => body);
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, body = '']) => body);
  return { html, charsetFirst: /^<meta charset=/.test(tags[0] ?? ''), policy, scripts, styles };
}

describe('the Content-Security-Policy of the built site', () => {
  it('sends as a header only what a page cannot say for itself', () => {
    expect(headersFor(parseHeaders(builtFile('/_headers')), '/')['Content-Security-Policy']).toBe("frame-ancestors 'none'");
  });

  it('is written into every page first after the charset, allowing exactly that page’s inline scripts and styles by hash', () => {
    const files = builtHtmlFiles();
    expect(files.length).toBeGreaterThan(1600);
    // Collected and checked once: thousands of separate expect calls would take most of a minute.
    const problems: string[] = [];
    for (const file of files) {
      const { html, charsetFirst, policy, scripts, styles } = documentParts(file);
      if (!charsetFirst) problems.push(`${file}: charset first`);
      if (!policy) {
        problems.push(`${file}: no policy right after the charset`);
        continue;
      }
      if (directive(policy, 'script-src') !== ["script-src 'self'", ...scripts.map(sha256)].join(' ')) problems.push(`${file}: script-src`);
      if (directive(policy, 'style-src') !== ["style-src 'self'", ...styles.map(sha256)].join(' ')) problems.push(`${file}: style-src`);
      for (const needed of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "connect-src 'self'"]) {
        if (!policy.includes(needed)) problems.push(`${file}: no ${needed}`);
      }
      if (/unsafe-(inline|eval)|frame-ancestors/.test(policy)) problems.push(`${file}: unsafe source or frame-ancestors`);
      if (/\sstyle="/.test(html)) problems.push(`${file}: style attribute`);
      if (/\son[a-z]+="/.test(html)) problems.push(`${file}: event handler attribute`);
    }
    expect(problems).toEqual([]);
  });
});
