import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
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
  const firstScreen = new Set(['.a']);
  beforeEach(async () => {
    siteDir = await mkdtemp(join(tmpdir(), 'inline-styles-'));
    await mkdir(join(siteDir, 'assets'));
    await writeFile(join(siteDir, 'a.css'), '.a{color:red}');
    await writeFile(join(siteDir, 'b.css'), '.b{color:blue}');
  });
  afterEach(() => rm(siteDir, { recursive: true, force: true }));

  it('inlines what the first screen may need, naming the files it comes from, and writes the rest to a file of its own', async () => {
    const styles = await styleInliner(siteDir)(['b.css', 'a.css'], firstScreen);
    expect(styles.css).toBe('.a{color:red}');
    expect(styles.laterFile).toMatch(/^assets\/later-[0-9a-f]{10}\.css$/);
    expect(await readFile(join(siteDir, styles.laterFile!), 'utf8')).toBe('.b{color:blue}');
    expect(styles.tags).toEqual([
      `<style data-inlined="/b.css /a.css" data-later="/${styles.laterFile}">.a{color:red}</style>`,
      `<noscript><link rel="stylesheet" href="/${styles.laterFile}"></noscript>`,
    ]);
  });

  it('writes no file when the first screen may need every rule', async () => {
    const styles = await styleInliner(siteDir)(['a.css'], firstScreen);
    expect(styles).toEqual({ css: '.a{color:red}', tags: ['<style data-inlined="/a.css">.a{color:red}</style>'], laterFile: null });
    expect(await readdir(join(siteDir, 'assets'))).toEqual([]);
  });

  it('reads each file once', async () => {
    const inline = styleInliner(siteDir);
    await inline(['a.css'], firstScreen);
    await writeFile(join(siteDir, 'a.css'), '.changed{}');
    expect((await inline(['a.css', 'b.css'], new Set(['.a', '.b']))).css).toBe('.a{color:red}.b{color:blue}');
  });
});
