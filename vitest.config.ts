import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Vitest's default leaves one of two cores idle (it takes one fewer worker than there are cores).
    maxWorkers: 2,
    // A whole page in jsdom, or a property run over every crop, took up to 10 s with two workers on this 2-core machine
    // while other builds ran on it; Vitest's 5 s default made them fail for the machine's load, not their own fault.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        // Each file still runs in a context of its own, but a worker keeps the packages it loaded (jsdom, React) for
        // the next file instead of starting a process per file (measured in docs/testing.md, 2026-12-02).
        test: { name: 'site', include: ['src/**/*.test.{ts,tsx}'], pool: 'vmForks' },
      },
      {
        extends: true,
        // The build's scripts load Workbox, whose dependencies mix module formats in a way Node's VM contexts refuse.
        test: { name: 'build scripts', include: ['scripts/**/*.test.ts'], pool: 'forks' },
      },
    ],
  },
});
