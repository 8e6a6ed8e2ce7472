import { expect, it } from 'vitest';
import { homeChunkModules, type ModuleGraph } from './homeChunks';

/** A module graph from a list of imports, ids as the bundler gives them (absolute paths). */
function graphOf(imports: Record<string, string[]>): ModuleGraph {
  const path = (name: string) => (name.startsWith('node_modules/') ? `/repo/${name}` : `/repo/src/${name}`);
  const ids = [...new Set(Object.entries(imports).flatMap(([from, to]) => [from, ...to]))].map(path);
  const importsOf = (id: string) => (imports[id.replace(/^\/repo\/(src\/)?/, '')] ?? []).map(path);
  return { ids, imports: importsOf, importers: (id) => ids.filter((other) => importsOf(other).includes(id)) };
}

const names = (ids: Set<string>) => [...ids].map((id) => id.replace('/repo/src/', '')).sort();

it("splits home's shared modules into what reads game data and the rest, leaving out start-up's, the data's and home's own", () => {
  const graph = graphOf({
    'main.tsx': ['lib/paths.ts', 'node_modules/react/index.js'],
    'features/crop-calculator/route.tsx': ['features/crop-calculator/Page.tsx', 'lib/paths.ts', 'ui/Amount.tsx'],
    'features/crop-calculator/Page.tsx': ['ui/Amount.tsx', 'ui/fruit/VariantChoice.tsx', 'node_modules/react/index.js'],
    'ui/Amount.tsx': ['lib/format.ts'],
    'ui/fruit/VariantChoice.tsx': ['game/value.ts', 'ui/Amount.tsx'],
    'game/value.ts': ['game/mutationData.ts'],
    'game/mutationData.ts': ['game/inputs.ts'],
    'features/trade-checker/route.tsx': ['ui/TradeOnly.tsx'],
  });
  const chunks = homeChunkModules(graph, (id) => id.endsWith('/game/mutationData.ts'));
  expect(names(chunks.shared)).toEqual(['lib/format.ts', 'ui/Amount.tsx']);
  expect(names(chunks.engine)).toEqual(['game/value.ts', 'ui/fruit/VariantChoice.tsx']);
});

it('leaves a module that imports only a chunk apart from the data (the formula) with the modules that read no data', () => {
  const graph = graphOf({
    'main.tsx': ['node_modules/react/index.js'],
    'features/crop-calculator/route.tsx': ['links/cropQuery.ts', 'game/value.ts'],
    'links/cropQuery.ts': ['game/formula.ts'],
    'game/value.ts': ['game/formula.ts', 'game/mutationData.ts'],
    'game/formula.ts': ['game/inputs.ts'],
    'game/mutationData.ts': ['game/inputs.ts'],
  });
  const chunks = homeChunkModules(
    graph,
    (id) => id.endsWith('/game/mutationData.ts'),
    (id) => id.endsWith('/game/mutationData.ts') || id.endsWith('/game/formula.ts'),
  );
  expect(names(chunks.shared)).toEqual(['links/cropQuery.ts']);
  expect(names(chunks.engine)).toEqual(['game/value.ts']);
});
