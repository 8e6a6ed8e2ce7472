/**
 * `npm test`: typecheck, lint, unit and component tests, production build, browser tests. Ends with
 * the one plain line CI reads, `N passed, N failed`, counting unit and browser tests together.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { chromiumPath } from './chromium';

interface Count {
  passed: number;
  failed: number;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function ensureChromium(): boolean {
  if (chromiumPath()) return true;
  if (process.getuid?.() === 0) {
    console.log("Chromium not found: installing Debian's chromium with apt-get.");
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' });
    if (chromiumPath()) return true;
  }
  console.error(
    'Browser tests need Chromium. Install it with `sudo apt-get install chromium` (Debian), or set CHROMIUM_PATH to a Chromium binary.',
  );
  return false;
}

function vitestCount(file: string): Count {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
    return { passed: report.numPassedTests, failed: report.numFailedTests };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

function playwrightCount(file: string): Count {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
    return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

const total: Count = { passed: 0, failed: 0 };
const add = (count: Count) => {
  total.passed += count.passed;
  total.failed += count.failed;
};
rmSync('test-results', { recursive: true, force: true });

// A failing check counts as one failure, so the last line never says "0 failed" on a red run.
if (!run('npm', ['run', '-s', 'typecheck'])) add({ passed: 0, failed: 1 });
if (!run('npm', ['run', '-s', 'lint'])) add({ passed: 0, failed: 1 });

run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/unit.json']);
add(vitestCount('test-results/unit.json'));

if (!run('npm', ['run', '-s', 'build'])) {
  add({ passed: 0, failed: 1 });
} else if (!ensureChromium()) {
  add({ passed: 0, failed: 1 });
} else {
  run('npx', ['playwright', 'test'], { CI: '1' });
  add(playwrightCount('test-results/e2e.json'));
}

console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 && total.passed > 0 ? 0 : 1);
