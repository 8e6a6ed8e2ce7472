import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteDir } from '../scripts/siteDir';
import { headersFor, parseHeaders } from '../scripts/staticHost';
import { expect, test } from './fixtures';

// The policy itself and the hashes of every page are checked over the built files (built-site/); pages run under it in
// site.spec.ts. What only a server shows: the headers sent.
const policy = headersFor(parseHeaders(readFileSync(join(siteDir, '_headers'), 'utf8')), '/')['Content-Security-Policy'] ?? '';

test('the Content-Security-Policy is sent with every page, together with the other security headers', async ({ request }) => {
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
