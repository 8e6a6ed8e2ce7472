import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Vitest's default leaves one of two cores idle (it takes one fewer worker than there are cores).
    maxWorkers: 2,
    // A whole page in jsdom, or a property run over every crop, took up to 10 s with two workers on this 2-core machine
    // while other builds ran on it; Vitest's 5 s default made them fail for the machine's load, not their own fault.
    testTimeout: 30_000,
  },
});
