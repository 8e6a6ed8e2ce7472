// Component tests opt into jsdom per file (`// @vitest-environment jsdom`); the matchers are harmless in node.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
