/**
 * `npm run screenshots`: pictures of the built site for the README (run `npm run build` first), the crop calculator
 * on a phone and on a desktop, in English and in Arabic, in the light scheme. Served on a port the system picks.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { LANGUAGES } from '../src/i18n/languages';
import { localizePath, PAGE_PATHS } from '../src/lib/paths';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { projectRoot } from './siteDir';

export const SCREENSHOT_DIR = join(projectRoot, 'docs', 'screenshots');

const VIEWPORTS = {
  phone: { width: 390, height: 844, deviceScaleFactor: 2 },
  desktop: { width: 1280, height: 900, deviceScaleFactor: 1 },
} as const;

const SHOWN_LANGUAGES = LANGUAGES.filter((language) => language === 'en' || language === 'ar');

/** A calculation worth showing: a Rainbow Moon Mango with two mutations. */
const SHOWN_QUERY = '?crop=moon-mango&w=15&qty=1&boost=20&variant=rainbow&m=frozen,shocked';

async function serve(): Promise<{ origin: string; stop: () => void }> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve) =>
    server.stdout.once('data', (chunk: Buffer) => resolve(/http:\/\/[\d.]+:\d+/.exec(chunk.toString())![0])),
  );
  return { origin, stop: () => server.kill() };
}

async function main() {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const { origin, stop } = await serve();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      for (const language of SHOWN_LANGUAGES) {
        const { deviceScaleFactor, ...size } = viewport;
        const context = await browser.newContext({
          viewport: size,
          deviceScaleFactor,
          colorScheme: 'light',
          locale: 'en-US',
          serviceWorkers: 'block',
        });
        const page = await context.newPage();
        await page.goto(`${origin}${localizePath(language, PAGE_PATHS.cropCalculator)}${SHOWN_QUERY}`, { waitUntil: 'networkidle' });
        await page.locator('html[data-app-ready]:not([data-restoring])').waitFor({ state: 'attached' });
        // Every icon in view has arrived.
        await page.waitForFunction(() =>
          [...document.images]
            .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
            .every((image) => image.complete && image.naturalWidth > 0),
        );
        const file = join(SCREENSHOT_DIR, `calculator-${device}-${language}.png`);
        await page.screenshot({ path: file });
        console.log(`wrote ${file}`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    stop();
  }
}

await main();
