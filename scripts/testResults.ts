/** Reads the JSON reports of Vitest and Playwright that `npm test` writes (see test-all.ts). */
import { readFileSync } from 'node:fs';

export interface TestTime {
  name: string;
  ms: number;
}

export interface TestResults {
  passed: number;
  failed: number;
  /** Tests that failed and then passed on retry, by name. */
  flaky: string[];
  times: TestTime[];
}

/** A report that is missing or unreadable counts as one failure: the run did not say what passed. */
const UNREADABLE: TestResults = { passed: 0, failed: 1, flaky: [], times: [] };

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; assertionResults: { fullName: string; duration?: number | null }[] }[];
}

export function vitestResults(file: string): TestResults {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
    const times = report.testResults.flatMap((result) =>
      result.assertionResults.map((test) => ({
        name: `${result.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`,
        ms: test.duration ?? 0,
      })),
    );
    return { passed: report.numPassedTests, failed: report.numFailedTests, flaky: [], times };
  } catch {
    return UNREADABLE;
  }
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; file: string; tests: { status: string; results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  suites: PlaywrightSuite[];
}

/** Every test of a Playwright report with its describe titles (a file's own suite adds none), and the time of all its attempts. */
function playwrightTests(suite: PlaywrightSuite, titles: string[] = []): { name: string; status: string; ms: number }[] {
  const path = suite.file && suite.title === suite.file ? titles : [...titles, suite.title];
  return [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        name: [`e2e/${spec.file}`, ...path, spec.title].join(' › '),
        status: test.status,
        ms: test.results.reduce((sum, result) => sum + result.duration, 0),
      })),
    ),
    ...(suite.suites ?? []).flatMap((child) => playwrightTests(child, path)),
  ];
}

export function playwrightResults(file: string): TestResults {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8')) as PlaywrightReport;
    const tests = report.suites.flatMap((suite) => playwrightTests(suite));
    return {
      // A test that passed on retry passed, and is listed by name so it gets fixed.
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
      flaky: tests.filter((test) => test.status === 'flaky').map((test) => test.name),
      times: tests.map(({ name, ms }) => ({ name, ms })),
    };
  } catch {
    return UNREADABLE;
  }
}

export function slowest(results: readonly TestResults[], count: number): TestTime[] {
  return results
    .flatMap((each) => each.times)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
}
