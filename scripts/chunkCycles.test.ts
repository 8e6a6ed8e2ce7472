import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkImportCycles, staticImports } from './chunkCycles';

function assets(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'chunks-'));
  for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, name), source);
  return dir;
}

describe('chunk import cycles', () => {
  it('reads the static imports of minified chunks, not the dynamic ones', () => {
    expect(staticImports('import{a as e}from"./data-1.js";import"./side.js";const l=()=>import("./later.js");e()')).toEqual([
      'data-1.js',
      'side.js',
    ]);
  });

  it('finds two chunks that import each other, and nothing in a tree', () => {
    expect(chunkImportCycles(assets({ 'a.js': 'import{x}from"./b.js";', 'b.js': 'import{y}from"./a.js";', 'c.js': '' }))).toEqual([
      ['a.js', 'b.js', 'a.js'],
    ]);
    expect(
      chunkImportCycles(assets({ 'a.js': 'import{x}from"./b.js";import"./c.js";', 'b.js': 'import"./c.js";', 'c.js': 'import("./a.js")' })),
    ).toEqual([]);
  });
});
