import { describe, expect, it } from 'vitest';
import { forgetFailedOnDemand, onDemand } from './onDemand';

describe('code on demand', () => {
  it('loads once, and hands the same code to every caller', async () => {
    let imports = 0;
    const code = onDemand(() => Promise.resolve({ answer: ++imports }));
    const first = code.load();
    expect(code.load()).toBe(first);
    await expect(first).resolves.toEqual({ answer: 1 });
    await expect(code.load()).resolves.toBe(await first);
    expect(imports).toBe(1);
  });

  it('keeps a failed load until its error has been shown, then tries again', async () => {
    let attempts = 0;
    const code = onDemand(() => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('ok')));
    const failed = code.load();
    await expect(failed).rejects.toThrow('offline');
    expect(code.load()).toBe(failed);
    forgetFailedOnDemand();
    await expect(code.load()).resolves.toBe('ok');
    expect(attempts).toBe(2);
  });

  it('waits, without failing, while a chunk that failed after a deploy reloads the page', async () => {
    const code = onDemand(() => Promise.resolve(undefined));
    const outcome = await Promise.race([code.load().then(() => 'settled'), new Promise((resolve) => setTimeout(resolve, 20, 'waiting'))]);
    expect(outcome).toBe('waiting');
  });
});
