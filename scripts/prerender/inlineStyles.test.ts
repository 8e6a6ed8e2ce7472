import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageStyleFiles, styleInliner } from './inlineStyles';
import type { Manifest } from './manifest';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', src: 'index.html', isEntry: true, css: ['assets/index.css'] },
  'src/pet.tsx': { file: 'assets/pet.js', src: 'src/pet.tsx', isDynamicEntry: true, imports: ['_panel.js'], css: ['assets/pet.css'] },
  '_panel.js': { file: 'assets/panel.js', css: ['assets/panel.css', 'assets/index.css'] },
};

describe('pageStyleFiles', () => {
  it("gives the entry's styles first, then the page module's with its imports', each once", () => {
    expect(pageStyleFiles(manifest, ['assets/index.css'], 'src/pet.tsx')).toEqual([
      'assets/index.css',
      'assets/pet.css',
      'assets/panel.css',
    ]);
  });

  it('fails for a page module the manifest does not have', () => {
    expect(() => pageStyleFiles(manifest, [], 'src/gone.tsx')).toThrow('Vite manifest has no entry for src/gone.tsx');
  });
});

describe('styleInliner', () => {
  let siteDir = '';
  beforeEach(async () => {
    siteDir = await mkdtemp(join(tmpdir(), 'inline-styles-'));
    await writeFile(join(siteDir, 'a.css'), '.a{color:red}');
    await writeFile(join(siteDir, 'b.css'), '.b{color:blue}');
  });
  afterEach(() => rm(siteDir, { recursive: true, force: true }));

  it('inlines the files in order in one style block that names them by their root-relative URLs', async () => {
    const styles = await styleInliner(siteDir)(['b.css', 'a.css']);
    expect(styles.css).toBe('.b{color:blue}\n.a{color:red}');
    expect(styles.tags).toEqual(['<style data-inlined="/b.css /a.css">.b{color:blue}\n.a{color:red}</style>']);
  });

  it('reads each file once', async () => {
    const inline = styleInliner(siteDir);
    await inline(['a.css']);
    await writeFile(join(siteDir, 'a.css'), '.changed{}');
    expect((await inline(['a.css', 'b.css'])).css).toBe('.a{color:red}\n.b{color:blue}');
  });
});
