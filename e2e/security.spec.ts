import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { siteDir } from '../scripts/siteDir';
import { headersFor, parseHeaders } from '../scripts/staticHost';
import { expect, test } from './fixtures';
import { CORE_URLS } from './pages';

const headerRules = parseHeaders(readFileSync(join(siteDir, '_headers'), 'utf8'));
const policy = headersFor(headerRules, '/')['Content-Security-Policy'] ?? '';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

test.describe('Content-Security-Policy', () => {
  test('allows scripts only from the site and by hash, never unsafe-inline', () => {
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

  test('every inline script and style block of every prerendered page is allowed by its hash, and no page has style attributes or handlers', () => {
    const files = htmlFiles(siteDir);
    expect(files.length).toBeGreaterThan(1600);
    const allowed = new Set([...policy.matchAll(/'sha256-([^']+)'/g)].map((match) => match[1]));
    for (const file of files) {
      const html = readFileSync(file, 'utf8');
      for (const [, attributes = '', body = ''] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
        // Data blocks (structured data, a page's data) are never run, so the policy does not list them.
        if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
        const hash = createHash('sha256').update(body, 'utf8').digest('base64');
        expect(allowed.has(hash), `${file}: inline script not in the policy`).toBe(true);
      }
      for (const [, body = ''] of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
        const hash = createHash('sha256').update(body, 'utf8').digest('base64');
        expect(allowed.has(hash), `${file}: inline style not in the policy`).toBe(true);
      }
      expect(html, file).not.toMatch(/\sstyle="/);
      expect(html, file).not.toMatch(/\son[a-z]+="/);
    }
  });

  test('is sent with every page, together with the other security headers', async ({ request }) => {
    for (const url of ['/', '/ar/grow-a-garden-pet-age-calculator', '/fr/wiki', '/no-such-page']) {
      const response = await request.get(url);
      const headers = response.headers();
      expect(headers['content-security-policy'], url).toBe(policy);
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
    const asset = readdirSync(join(siteDir, 'assets')).find((name) => name.endsWith('.js'));
    expect((await request.get(`/assets/${asset}`)).headers()['cache-control']).toContain('immutable');
  });

  const pagesUnderPolicy = [
    ...CORE_URLS.map(({ url }) => url),
    '/wiki',
    '/es/wiki',
    '/fr/wiki',
    '/ar/wiki',
    '/ar/wiki/grow-a-garden-carrot',
  ];
  for (const url of pagesUnderPolicy) {
    test(`${url} runs under the policy with no violation`, async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { cspViolations: string[] }).cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { cspViolations: string[] }).cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    });
  }
});
