import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

/** The site's style sheets, as paths under src/. */
const cssFiles = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.css'));

/** Every innermost rule's selector with the font sizes it sets. */
function fontSizes(css: string): { selector: string; size: string }[] {
  const rules = css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{};]+)\{([^{}]*)\}/g);
  return [...rules].flatMap(([, selector, body]) =>
    [...(body ?? '').matchAll(/font-size:\s*([^;]+)/g)].map(([, size]) => ({
      selector: (selector ?? '').trim(),
      size: (size ?? '').trim(),
    })),
  );
}

describe('the type scale', () => {
  const theme = readFileSync(join(SRC, 'ui/theme.css'), 'utf8');
  const scale = new Set([...theme.matchAll(/(--text-[a-z0-9]+):/g)].map(([, name]) => name));

  it('is defined in the theme, which is among the style sheets checked', () => {
    expect(scale.size).toBeGreaterThanOrEqual(4);
    expect(cssFiles).toContain(join('ui', 'theme.css'));
  });

  it('is the only source of text sizes: a size is a step of it (or a step shrunk to fit its box), inherited, or relative to the parent', () => {
    const offScale = cssFiles.flatMap((file) =>
      fontSizes(readFileSync(join(SRC, file), 'utf8'))
        .filter(({ selector, size }) => {
          // A step, or a step that shrinks to fit its box where the text must stay one line (a restock's countdown).
          const step = /^(?:var\((--text-[a-z0-9]+)\)|min\(var\((--text-[a-z0-9]+)\), [^()]*cqi[^()]*\))$/
            .exec(size)
            ?.slice(1)
            .find(Boolean);
          if (step) return !scale.has(step);
          if (size === 'inherit' || /^[\d.]+em$/.test(size)) return false;
          // A drawing's text is in its own units, scaled with the drawing.
          return !/\bsvg$/.test(selector);
        })
        .map(({ selector, size }) => `${file}: ${selector} { font-size: ${size} }`),
    );
    expect(offScale).toEqual([]);
  });
});
