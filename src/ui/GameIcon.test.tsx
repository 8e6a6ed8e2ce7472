// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawPicturesWhenNear, GameIcon, pastFirstScreen } from './GameIcon';
import { gameIconPath } from './gameIconPath';

/** jsdom lays nothing out: a stand-in observer the test tells which icons came near the screen, or left it. */
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
  tell(targets: readonly Element[], isIntersecting = true) {
    const entries = targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.report(entries, this as unknown as IntersectionObserver);
  }
}

const observer = () => FakeIntersectionObserver.current!;
const picturesOf = (icon: Element) => [...icon.querySelectorAll('img')].map((image) => image.getAttribute('src'));
const smallCrop = (id: string) => gameIconPath('crop', id, 'small');

/** A long list whose icons are all past its first screen. */
function CropList({ ids }: { ids: readonly string[] }) {
  return (
    <ul ref={drawPicturesWhenNear}>
      {ids.map((id) => (
        <li key={id}>
          <GameIcon kind="crop" id={id} tier="common" drawnWhenNear /> {id}
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

describe('GameIcon', () => {
  it('asks for a small icon at low priority, after the page’s text and code, and a large one as the browser sees fit', () => {
    const { container } = render(
      <>
        <GameIcon kind="crop" id="carrot" tier="common" />
        <GameIcon kind="crop" id="carrot" tier="common" size="large" />
      </>,
    );
    expect([...container.querySelectorAll('img')].map((image) => image.getAttribute('fetchpriority'))).toEqual(['low', null]);
  });
});

describe('pictures of a long list drawn when near', () => {
  it('draws an icon only once it comes near the screen, as one decorative image, then stops watching it', () => {
    const { container } = render(<CropList ids={['carrot', 'apple', 'moon-mango']} />);
    const icons = [...container.querySelectorAll('[data-icon]')];
    expect(icons.map((icon) => icon.tagName)).toEqual(['SPAN', 'SPAN', 'SPAN']);
    expect(observer().watched.size).toBe(3);

    act(() => observer().tell([icons[0]!], false));
    expect(icons.map(picturesOf)).toEqual([[], [], []]);

    // Reported twice in one batch (a row React moved is watched again): still one picture.
    act(() => observer().tell([icons[1]!, icons[1]!]));
    expect(icons.map(picturesOf)).toEqual([[], [smallCrop('apple')], []]);
    expect(icons[1]!.querySelector('img')!.getAttribute('alt')).toBe('');
    expect(observer().watched.has(icons[1]!)).toBe(false);
    expect(observer().watched.size).toBe(2);
  });

  it('watches the icons React renders into the list later, and lets go of those it takes out', async () => {
    const { container, rerender } = render(<CropList ids={['carrot', 'apple']} />);
    const carrot = container.querySelector('[data-icon="crop/carrot"]')!;
    act(() => observer().tell([carrot]));

    rerender(<CropList ids={['carrot', 'moon-mango']} />);
    // MutationObserver reports after the change, in a microtask.
    await act(async () => undefined);
    const watched = [...observer().watched].map((icon) => icon.getAttribute('data-icon'));
    expect(watched).toEqual(['crop/moon-mango']);
    expect(picturesOf(carrot)).toEqual([smallCrop('carrot')]);
  });

  it('stops watching when the list leaves the page', () => {
    const { unmount } = render(<CropList ids={['carrot']} />);
    expect(observer().watched.size).toBe(1);
    unmount();
    expect(observer().watched.size).toBe(0);
  });

  it('the first screen of a long list comes as images with the page, the rest as boxes', () => {
    const ids = Array.from({ length: 40 }, (_, index) => `crop-${index}`);
    const { container } = render(
      <ul ref={drawPicturesWhenNear}>
        {ids.map((id, index) => (
          <li key={id}>
            <GameIcon kind="crop" id={id} tier={null} drawnWhenNear={pastFirstScreen(index)} />
          </li>
        ))}
      </ul>,
    );
    const kinds = [...container.querySelectorAll('[data-icon]')].map((icon) => icon.tagName);
    const images = kinds.filter((kind) => kind === 'IMG').length;
    expect(images).toBeGreaterThanOrEqual(12);
    expect(images).toBeLessThan(ids.length);
    expect(kinds.slice(0, images).every((kind) => kind === 'IMG')).toBe(true);
    expect(observer().watched.size).toBe(ids.length - images);
  });

  it('an icon outside a long list stays a decorative image that loads lazily', () => {
    const { container } = render(<GameIcon kind="pet" id="ankylosaurus" tier={null} />);
    const icon = container.querySelector('img')!;
    expect(icon.getAttribute('alt')).toBe('');
    expect(icon.getAttribute('loading')).toBe('lazy');
    expect(icon.getAttribute('src')).toBe(gameIconPath('pet', 'ankylosaurus', 'small'));
  });
});
