// Component tests opt into jsdom per file (`// @vitest-environment jsdom`). Testing Library (with React DOM) and its
// matchers are loaded only there: the engine's and the scripts' tests in node would each load them for nothing.
import { afterEach } from 'vitest';

if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  // Pages load their code on demand: with two test workers on a busy two-core machine, Testing Library's one-second
  // wait for an element was too short (the trade checker's fruit editor appeared later once).
  configure({ asyncUtilTimeout: 5_000 });
  // jsdom lays nothing out and has no scrollIntoView (a value list sort button calls it on focus): here it does
  // nothing, and the browser tests check what it scrolls.
  Element.prototype.scrollIntoView ??= () => undefined;
  afterEach(() => {
    cleanup();
  });
}
