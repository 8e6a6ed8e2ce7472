import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
const urls = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const url of urls) {
  const ctx = await browser.newContext({ serviceWorkers: 'block' });
  const page = await ctx.newPage();
  const files: string[] = [];
  page.on('request', (r) => { const u = new URL(r.url()); if (u.pathname.endsWith('.js')) files.push(u.pathname); });
  await page.goto(url, { waitUntil: 'networkidle' });
  let total = 0;
  console.log(url);
  for (const f of files) { const s = gzipSync(readFileSync('dist' + f)).length / 1024; total += s; console.log(s.toFixed(1).padStart(7), f); }
  console.log(total.toFixed(1).padStart(7), 'TOTAL');
  await ctx.close();
}
await browser.close();
