import { describe, expect, it } from 'vitest';
import { interleaved } from './interleaved';

describe('interleaved', () => {
  it('measures every page once per round, in order, and keeps each page’s samples', async () => {
    const calls: string[] = [];
    const samples = await interleaved(['peer', 'home', 'list'], 3, async (url) => {
      calls.push(url);
      return `${url}#${calls.length}`;
    });
    expect(calls).toEqual(['peer', 'home', 'list', 'peer', 'home', 'list', 'peer', 'home', 'list']);
    expect(samples.get('peer')).toEqual(['peer#1', 'peer#4', 'peer#7']);
    expect(samples.get('list')).toEqual(['list#3', 'list#6', 'list#9']);
  });

  it('waits for one measurement before starting the next', async () => {
    let running = 0;
    let most = 0;
    await interleaved(['a', 'b'], 2, async () => {
      most = Math.max(most, ++running);
      await Promise.resolve();
      running--;
    });
    expect(most).toBe(1);
  });

  it('gives every page an empty list when there are no rounds', async () => {
    const samples = await interleaved(['a'], 0, async () => 1);
    expect(samples.get('a')).toEqual([]);
  });
});
