import { defineConfig } from 'vitest/config';

/** Checks of the built site's files (run after `npm run build`): no server, no browser. */
export default defineConfig({
  test: {
    include: ['built-site/**/*.test.ts'],
    environment: 'node',
    // Some checks read all 7,000 pages: 7-11 s on the shared 2-core machine under load, past Vitest's 5 s default.
    testTimeout: 60_000,
  },
});
