import { describe, expect, it } from 'vitest';
import { loadCode } from './loadCode';

describe('loadCode', () => {
  it('hands the loaded code over, and a failed load over as its error', async () => {
    await expect(loadCode(Promise.resolve({ answer: 1 }))).resolves.toEqual({ answer: 1 });
    await expect(loadCode(Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });

  it('waits, without failing, while a chunk that failed after a deploy reloads the page', async () => {
    const outcome = await Promise.race([
      loadCode(Promise.resolve(undefined)).then(() => 'settled'),
      new Promise((resolve) => setTimeout(resolve, 20, 'waiting')),
    ]);
    expect(outcome).toBe('waiting');
  });
});
