import { defineConfig } from 'vitest/config';

/** Checks of the built site's files (run after `npm run build`): no server, no browser. */
export default defineConfig({
  test: {
    include: ['built-site/**/*.test.ts'],
    environment: 'node',
  },
});
