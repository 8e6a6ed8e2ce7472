import { defineConfig } from 'vitest/config';
import { preactAliases, REACT_LIBRARIES } from './preact.aliases.ts';

export default defineConfig({
  resolve: { alias: preactAliases, conditions: ['module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['module', 'node', 'development|production'] } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    server: { deps: { inline: REACT_LIBRARIES } },
  },
});
