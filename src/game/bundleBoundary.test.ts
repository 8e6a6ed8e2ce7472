import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const gameDir = dirname(fileURLToPath(import.meta.url));

/** Engine modules that ship to the browser: everything except tests, test support and the schema itself. */
function runtimeModules(dir = gameDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' || entry.name === 'data' ? [] : runtimeModules(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && entry.name !== 'schema.ts' ? [path] : [];
  });
}

interface ModuleReference {
  readonly specifier: string;
  /** Erased at compile time (`import type` / `export type`), so nothing reaches the bundle. */
  readonly typeOnly: boolean;
}

function references(file: string): ModuleReference[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: ModuleReference[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      found.push({ specifier: statement.moduleSpecifier.text, typeOnly: statement.importClause?.isTypeOnly ?? false });
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      found.push({ specifier: statement.moduleSpecifier.text, typeOnly: statement.isTypeOnly });
    }
  }
  return found;
}

const isSchemaOrValibot = (file: string, specifier: string) =>
  specifier === 'valibot' ||
  specifier.startsWith('valibot/') ||
  (specifier.startsWith('.') && resolve(dirname(file), specifier).replace(/\.ts$/, '') === join(gameDir, 'schema'));

describe('bundle boundary', () => {
  it('finds the runtime modules', () => {
    const names = runtimeModules().map((file) => relative(gameDir, file));
    expect(names).toContain('index.ts');
    expect(names).toContain('crops.ts');
    expect(names).not.toContain('schema.ts');
  });

  it('no runtime module imports valibot or the schema except with `import type`', () => {
    const offenders = runtimeModules().flatMap((file) =>
      references(file)
        .filter((reference) => isSchemaOrValibot(file, reference.specifier) && !reference.typeOnly)
        .map((reference) => `${relative(gameDir, file)} → ${reference.specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the check would catch a value import', () => {
    const file = join(gameDir, 'example.ts');
    const parse = (code: string) =>
      ts
        .createSourceFile(file, code, ts.ScriptTarget.Latest)
        .statements.filter(ts.isImportDeclaration)
        .map((statement) => ({
          specifier: (statement.moduleSpecifier as ts.StringLiteral).text,
          typeOnly: statement.importClause?.isTypeOnly ?? false,
        }));
    expect(parse("import { type CropRecord } from './schema';")).toEqual([{ specifier: './schema', typeOnly: false }]);
    expect(parse("import type { CropRecord } from './schema';")).toEqual([{ specifier: './schema', typeOnly: true }]);
    expect(isSchemaOrValibot(file, './schema')).toBe(true);
    expect(isSchemaOrValibot(file, './schema.ts')).toBe(true);
    expect(isSchemaOrValibot(file, 'valibot')).toBe(true);
    expect(isSchemaOrValibot(file, './data')).toBe(false);
  });
});
