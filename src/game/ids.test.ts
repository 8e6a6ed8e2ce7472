import { describe, expect, it } from 'vitest';
import { idOf } from './ids';

describe('idOf', () => {
  it('writes a game name as lowercase words joined by hyphens', () => {
    expect(idOf('Bug Egg')).toBe('bug-egg');
    expect(idOf('Master Sprinkler')).toBe('master-sprinkler');
    expect(idOf('T-Rex')).toBe('t-rex');
  });

  it('drops apostrophes instead of splitting the word at them', () => {
    expect(idOf("New Year's Egg")).toBe('new-years-egg');
    expect(idOf('Witch’s Broom')).toBe('witchs-broom');
  });

  it('joins runs of other characters into one hyphen and trims them at the ends', () => {
    expect(idOf('Brainrot  Portal')).toBe('brainrot-portal');
    expect(idOf('Bee Swarm / Worker Bee Swarm')).toBe('bee-swarm-worker-bee-swarm');
    expect(idOf('(Dec 2025)')).toBe('dec-2025');
  });
});
