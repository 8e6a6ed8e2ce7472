// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GameIcon } from './GameIcon';
import { drawPicturesWhenNear } from './picturesWhenNear';

/** jsdom lays nothing out: a stand-in observer the test tells which icons came near the screen. */
class FakeIntersectionObserver {
  static current: FakeIntersectionObserver | null = null;
  readonly watched = new Set<Element>();
  constructor(private readonly report: IntersectionObserverCallback) {
    FakeIntersectionObserver.current = this;
  }
  observe(target: Element) {
    this.watched.add(target);
  }
  unobserve(target: Element) {
    this.watched.delete(target);
  }
  disconnect() {
    this.watched.clear();
  }
  bringNear(targets: readonly Element[]) {
    const entries = targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.report(entries, this as unknown as IntersectionObserver);
  }
}

const observer = () => FakeIntersectionObserver.current!;
const pictureOf = (icon: Element) => icon.querySelector('img')?.getAttribute('src') ?? '';

function CropList({ ids }: { ids: readonly string[] }) {
  return (
    <ul ref={drawPicturesWhenNear}>
      {ids.map((id) => (
        <li key={id}>
          <GameIcon kind="crop" id={id} tier="common" inLongList /> {id}
        </li>
      ))}
    </ul>
  );
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
afterEach(() => {
  vi.unstubAllGlobals();
  FakeIntersectionObserver.current = null;
});

describe('pictures of a long list drawn when near', () => {
  it('draws an icon only once it comes near the screen, then stops watching it', () => {
    const { container } = render(<CropList ids={['carrot', 'apple', 'moon-mango']} />);
    const icons = [...container.querySelectorAll('[data-icon]')];
    expect(icons.map((icon) => icon.tagName)).toEqual(['SPAN', 'SPAN', 'SPAN']);
    expect(observer().watched.size).toBe(3);
    expect(icons.map(pictureOf)).toEqual(['', '', '']);

    act(() => observer().bringNear([icons[1]!]));
    expect(icons.map(pictureOf)).toEqual(['', '/icons/crop/small/apple.webp', '']);
    expect(observer().watched.has(icons[1]!)).toBe(false);
    expect(observer().watched.size).toBe(2);
    expect(icons[1]!.querySelector('img')!.getAttribute('alt')).toBe('');
  });

  it('watches the icons React renders into the list later, and lets go of those it takes out', async () => {
    const { container, rerender } = render(<CropList ids={['carrot', 'apple']} />);
    const carrot = container.querySelector('[data-icon="crop/carrot"]')!;
    act(() => observer().bringNear([carrot]));

    rerender(<CropList ids={['carrot', 'moon-mango']} />);
    // MutationObserver reports after the change, in a microtask.
    await act(async () => undefined);
    const watched = [...observer().watched].map((icon) => icon.getAttribute('data-icon'));
    expect(watched).toEqual(['crop/moon-mango']);
    expect(pictureOf(carrot)).toBe('/icons/crop/small/carrot.webp');
  });

  it('stops watching when the list leaves the page', () => {
    const { unmount } = render(<CropList ids={['carrot']} />);
    expect(observer().watched.size).toBe(1);
    unmount();
    expect(observer().watched.size).toBe(0);
  });

  it('an icon outside a long list stays a decorative image that loads lazily', () => {
    const { container } = render(<GameIcon kind="pet" id="ankylosaurus" tier={null} />);
    const icon = container.querySelector('img')!;
    expect(icon.getAttribute('alt')).toBe('');
    expect(icon.getAttribute('loading')).toBe('lazy');
    expect(icon.getAttribute('src')).toBe('/icons/pet/small/ankylosaurus.webp');
  });
});
