/**
 * `npm test`: typecheck and lint, then the unit and component tests, side by side with the production build (a 2-core
 * machine has a core to spare beside the build), then the checks of the built files and the browser tests. Ends with
 * the 20 slowest tests, the tests that passed only on retry (to be fixed, never left), and the one plain line CI reads,
 * `N passed, N failed`, counting unit, built-file and browser tests together.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { chromiumPath } from './chromium';
import { playwrightResults, slowest, vitestResults, type TestResults } from './testResults';

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

const seconds = (since: number) => `${Math.round((performance.now() - since) / 1000)} s`;

/** Runs a step; with `buffered`, its output is printed in one piece when it ends, so steps run side by side stay readable. */
function run({ name, command, args, env = {} }: Step, buffered = false): Promise<boolean> {
  const started = performance.now();
  if (!buffered) console.log(`\n> ${name}: ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      if (buffered) console.log(`\n> ${name}: ${command} ${args.join(' ')}\n${Buffer.concat(output).toString().trimEnd()}`);
      console.log(`< ${name}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds(started)}`);
      resolve(code === 0);
    });
  });
}

async function ensureChromium(): Promise<boolean> {
  if (chromiumPath()) return true;
  if (process.getuid?.() === 0) {
    console.log("Chromium not found: installing Debian's chromium with apt-get.");
    await run({ name: 'apt-get update', command: 'apt-get', args: ['update', '-qq'] });
    await run({
      name: 'install chromium',
      command: 'apt-get',
      args: ['install', '-y', '-qq', 'chromium'],
      env: { DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (chromiumPath()) return true;
  }
  console.error(
    'Browser tests need Chromium. Install it with `sudo apt-get install chromium` (Debian), or set CHROMIUM_PATH to a Chromium binary.',
  );
  return false;
}

const started = performance.now();
const results: TestResults[] = [];
let failedSteps = 0;
rmSync('test-results', { recursive: true, force: true });

// The build's prerender keeps one core busy for about two minutes, well after typecheck and lint are done: the unit
// tests, which need no build, take the core they leave.
const checksThenUnitTests = async (): Promise<number> => {
  const [typecheck, lint] = await Promise.all([
    run({ name: 'typecheck', command: 'npm', args: ['run', '-s', 'typecheck'] }, true),
    run({ name: 'lint', command: 'npm', args: ['run', '-s', 'lint'] }, true),
  ]);
  await run(
    {
      name: 'unit and component tests',
      command: 'npx',
      args: ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/unit.json'],
    },
    true,
  );
  results.push(vitestResults('test-results/unit.json'));
  return [typecheck, lint].filter((ok) => !ok).length;
};
const [failedChecks, build] = await Promise.all([
  checksThenUnitTests(),
  run({ name: 'build', command: 'npm', args: ['run', '-s', 'build'] }, true),
]);
// A failing check counts as one failure, so the last line never says "0 failed" on a red run.
failedSteps += failedChecks + (build ? 0 : 1);

if (build) {
  await run({
    name: 'checks of the built files',
    command: 'npx',
    args: [
      'vitest',
      'run',
      '--config',
      'vitest.built-site.config.ts',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/built-site.json',
    ],
  });
  results.push(vitestResults('test-results/built-site.json'));
  if (await ensureChromium()) {
    await run({ name: 'browser tests', command: 'npx', args: ['playwright', 'test'], env: { CI: '1' } });
    results.push(playwrightResults('test-results/e2e.json'));
  } else {
    failedSteps += 1;
  }
}

const passed = results.reduce((sum, each) => sum + each.passed, 0);
const failed = results.reduce((sum, each) => sum + each.failed, 0) + failedSteps;
console.log(
  `\nThe 20 slowest tests:\n${slowest(results, 20)
    .map((test) => `  ${(test.ms / 1000).toFixed(1).padStart(6)} s  ${test.name}`)
    .join('\n')}`,
);
const flaky = results.flatMap((each) => each.flaky);
if (flaky.length > 0) console.log(`\nPassed only on retry (fix these, never leave them):\n${flaky.map((name) => `  ${name}`).join('\n')}`);
console.log(`\nnpm test took ${seconds(started)}.`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
