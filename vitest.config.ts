import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Vitest's default leaves one of two cores idle (it takes one fewer worker than there are cores).
    maxWorkers: 2,
  },
});
