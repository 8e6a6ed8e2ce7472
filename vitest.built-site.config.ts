import { defineConfig } from 'vitest/config';

/** Checks of the built site's files (run after `npm run build`): no server, no browser. */
export default defineConfig({
  test: {
    include: ['built-site/**/*.test.ts'],
    environment: 'node',
    // Some checks read every one of the 7,500 written pages: seconds on a quiet machine, more while it is shared.
    testTimeout: 120_000,
  },
});
