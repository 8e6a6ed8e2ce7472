import { describe, expect, it } from 'vitest';
import { entryOf, stylesOf, type Manifest } from './manifest';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-X.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_shared-A.js', '_deep-B.js'],
    dynamicImports: ['src/page.tsx'],
    css: ['assets/index-X.css'],
  },
  '_shared-A.js': { file: 'assets/shared-A.js', imports: ['_deep-B.js'], css: ['assets/shared-A.css'] },
  '_deep-B.js': { file: 'assets/deep-B.js', css: ['assets/deep-B.css'] },
  'src/page.tsx': {
    file: 'assets/page-P.js',
    src: 'src/page.tsx',
    isDynamicEntry: true,
    imports: ['_shared-A.js'],
    css: ['assets/page-P.css'],
  },
  'src/other.ts': { file: 'assets/other-O.js', src: 'src/other.ts', isEntry: true, css: ['assets/other-O.css'] },
};

describe('entryOf', () => {
  it("gives the entry chunk's script and the stylesheets it starts with, imported chunks' first, each once", () => {
    expect(entryOf(manifest)).toEqual({
      script: 'assets/index-X.js',
      styles: ['assets/deep-B.css', 'assets/shared-A.css', 'assets/index-X.css'],
    });
  });

  it('leaves out the styles of lazily loaded pages', () => {
    expect(entryOf(manifest).styles).not.toContain('assets/page-P.css');
  });

  it('picks the entry by its source', () => {
    expect(entryOf(manifest, 'src/other.ts')).toEqual({ script: 'assets/other-O.js', styles: ['assets/other-O.css'] });
  });

  it('says so, naming the entries it has, when the manifest has no entry for the source', () => {
    const withoutEntry = { ...manifest };
    delete withoutEntry['index.html'];
    expect(() => entryOf(withoutEntry)).toThrow('Vite manifest has no entry chunk for index.html (entries: src/other.ts)');
    expect(() => entryOf({})).toThrow('Vite manifest has no entry chunk for index.html (entries: none)');
  });

  it('does not take a lazily loaded module for the entry', () => {
    expect(() => entryOf(manifest, 'src/page.tsx')).toThrow(/no entry chunk for src\/page\.tsx/);
  });

  it('fails on an import the manifest does not have', () => {
    const broken: Manifest = { 'index.html': { file: 'assets/index.js', src: 'index.html', isEntry: true, imports: ['_gone.js'] } };
    expect(() => entryOf(broken)).toThrow('Vite manifest has no entry for _gone.js, imported by assets/index.js');
  });
});

describe('stylesOf', () => {
  it("follows a module's static imports", () => {
    expect(stylesOf(manifest, ['src/page.tsx'])).toEqual(['assets/page-P.css', 'assets/shared-A.css', 'assets/deep-B.css']);
  });
});
