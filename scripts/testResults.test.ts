import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playwrightResults, slowest, vitestResults } from './testResults';

const dir = mkdtempSync(join(tmpdir(), 'test-results-'));
function reportFile(name: string, report: unknown): string {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(report));
  return file;
}

const playwrightReport = {
  stats: { expected: 1, unexpected: 1, flaky: 1 },
  suites: [
    {
      title: 'site.spec.ts',
      file: 'site.spec.ts',
      specs: [{ title: 'passes', file: 'site.spec.ts', tests: [{ status: 'expected', results: [{ duration: 1200 }] }] }],
      suites: [
        {
          title: 'on a phone',
          file: 'site.spec.ts',
          specs: [
            {
              title: 'passes on retry',
              file: 'site.spec.ts',
              tests: [{ status: 'flaky', results: [{ duration: 30_000 }, { duration: 2000 }] }],
            },
            { title: 'fails', file: 'site.spec.ts', tests: [{ status: 'unexpected', results: [{ duration: 500 }, { duration: 400 }] }] },
          ],
        },
      ],
    },
  ],
};

describe('the test reports npm test reads', () => {
  it('counts a test that passed on retry as passed, and names it', () => {
    const results = playwrightResults(reportFile('e2e.json', playwrightReport));
    expect(results).toMatchObject({ passed: 2, failed: 1, flaky: ['e2e/site.spec.ts › on a phone › passes on retry'] });
    expect(slowest([results], 2)).toEqual([
      { name: 'e2e/site.spec.ts › on a phone › passes on retry', ms: 32_000 },
      { name: 'e2e/site.spec.ts › passes', ms: 1200 },
    ]);
  });

  it('reads Vitest’s report with each test’s time', () => {
    const file = reportFile('unit.json', {
      numPassedTests: 2,
      numFailedTests: 0,
      testResults: [
        { name: join(process.cwd(), 'src/a.test.ts'), assertionResults: [{ fullName: 'a b', duration: 12 }, { fullName: 'c' }] },
      ],
    });
    expect(vitestResults(file)).toEqual({
      passed: 2,
      failed: 0,
      flaky: [],
      times: [
        { name: 'src/a.test.ts › a b', ms: 12 },
        { name: 'src/a.test.ts › c', ms: 0 },
      ],
    });
  });

  it('counts a missing report as a failure', () => {
    expect(playwrightResults(join(dir, 'none.json'))).toMatchObject({ passed: 0, failed: 1 });
    expect(vitestResults(join(dir, 'none.json'))).toMatchObject({ passed: 0, failed: 1 });
  });
});
