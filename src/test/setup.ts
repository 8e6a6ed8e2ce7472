// Component tests opt into jsdom per file (`// @vitest-environment jsdom`); the matchers are harmless in node.
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
});
