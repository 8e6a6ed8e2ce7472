import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium';

/**
 * A port free right now on 127.0.0.1, asked of the system (port 0) by a short-lived Node process: the
 * config is evaluated synchronously, and a server bound here could not be closed before returning.
 */
function freePort(): number {
  const probe = `const s = require('node:net').createServer();
s.listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });`;
  return Number(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }));
}

// E2E_PORT chooses the port; without it the main process picks a free one and records it in E2E_PORT,
// which the workers inherit, so the config evaluated again there names the same server.
process.env.E2E_PORT ??= String(freePort());
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  // In CI (and `npm test`) a failed test runs once more; one that then passes is listed by name at the end of
  // `npm test` (scripts/test-all.ts), to be fixed.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  outputDir: process.env.E2E_OUTPUT ?? 'test-results/e2e',
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // Tests that intercept requests need them to come from the page; the offline test turns the worker on.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    command: `tsx scripts/serve.ts`,
    env: { HOST: '127.0.0.1', PORT: String(port), SITE_DIST: process.env.SITE_DIST ?? 'dist' },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
