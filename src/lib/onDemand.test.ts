import { describe, expect, it } from 'vitest';
import { onDemand } from './onDemand';

describe('code on demand', () => {
  it('loads once, then hands the code over synchronously', async () => {
    let imports = 0;
    const code = onDemand('the code', () => Promise.resolve({ answer: ++imports }));
    expect(() => code.loaded()).toThrow('the code was used before it loaded');
    const first = code.load();
    expect(code.load()).toBe(first);
    await expect(first).resolves.toEqual({ answer: 1 });
    expect(code.loaded()).toEqual({ answer: 1 });
    expect(imports).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let attempts = 0;
    const code = onDemand('flaky code', () => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('ok')));
    await expect(code.load()).rejects.toThrow('offline');
    await expect(code.load()).resolves.toBe('ok');
    expect(attempts).toBe(2);
  });
});
