// Component tests opt into jsdom per file (`// @vitest-environment jsdom`); the matchers are harmless in node.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages load their code on demand: with two test workers on a busy two-core machine, Testing Library's one-second wait
// for an element was too short (the trade checker's fruit editor appeared later once).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
