import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

function cssFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? cssFiles(join(folder, entry.name)) : entry.name.endsWith('.css') ? [join(folder, entry.name)] : [],
  );
}

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

  it('is defined in the theme', () => {
    expect(scale.size).toBeGreaterThanOrEqual(4);
  });

  it('is the only source of text sizes: a size is a step of it, inherited, or relative to the parent', () => {
    const offScale = cssFiles(SRC).flatMap((file) =>
      fontSizes(readFileSync(file, 'utf8'))
        .filter(({ selector, size }) => {
          const step = /^var\((--text-[a-z0-9]+)\)$/.exec(size)?.[1];
          if (step) return !scale.has(step);
          if (size === 'inherit' || /^[\d.]+em$/.test(size)) return false;
          // A drawing's text is in its own units, scaled with the drawing.
          return !/\bsvg$/.test(selector);
        })
        .map(({ selector, size }) => `${file.slice(SRC.length + 1)}: ${selector} { font-size: ${size} }`),
    );
    expect(offScale).toEqual([]);
  });
});
