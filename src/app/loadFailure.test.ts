import { describe, expect, it } from 'vitest';
import { loadedOrLeaving } from './loadFailure';

describe('a chunk’s module as its import gave it', () => {
  it('is the module when it loaded, and an error naming what did not load when nothing came and no reload is under way', () => {
    const module = { load: () => null };
    expect(loadedOrLeaving(module, 'the page builder')).toBe(module);
    expect(() => loadedOrLeaving(undefined, 'the page builder')).toThrow('the page builder did not load');
  });
});
