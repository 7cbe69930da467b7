import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MODULES = path.dirname(new URL(import.meta.url).pathname);

/** Every source file of a module folder, tests aside: a test file is a leaf nothing imports. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** The other server modules each module imports (relative imports resolved against the importing file). */
function moduleGraph(): Map<string, Set<string>> {
  const modules = readdirSync(MODULES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const graph = new Map(modules.map((name) => [name, new Set<string>()]));
  for (const name of modules) {
    for (const file of sourceFiles(path.join(MODULES, name))) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      for (const { fileName } of importedFiles) {
        if (!fileName.startsWith('.')) continue;
        const [target] = path.relative(MODULES, path.resolve(path.dirname(file), fileName)).split(path.sep);
        if (target && target !== name && graph.has(target)) graph.get(name)?.add(target);
      }
    }
  }
  return graph;
}

/** A cycle of the graph as the modules along it (first = last), or null. */
function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const visit = (name: string, trail: string[]): string[] | null => {
    if (trail.includes(name)) return [...trail.slice(trail.indexOf(name)), name];
    if (done.has(name)) return null;
    for (const next of graph.get(name) ?? []) {
      const cycle = visit(next, [...trail, name]);
      if (cycle) return cycle;
    }
    done.add(name);
    return null;
  };
  for (const name of graph.keys()) {
    const cycle = visit(name, []);
    if (cycle) return cycle;
  }
  return null;
}

describe('server modules', () => {
  it('import each other without a cycle, and the ledger imports no other module', () => {
    const graph = moduleGraph();
    expect(findCycle(graph)).toBeNull();
    expect([...(graph.get('ledger') ?? [])]).toEqual([]);
    // The graph is real: the document modules build on the ledger.
    expect(graph.get('stock')).toContain('ledger');
    expect(graph.get('transport')).toContain('stock');
  });

  it('finds a cycle when there is one', () => {
    const cyclic = new Map([
      ['stock', new Set(['ledger', 'transport'])],
      ['transport', new Set(['stock'])],
      ['ledger', new Set<string>()],
    ]);
    expect(findCycle(cyclic)).toEqual(['stock', 'transport', 'stock']);
  });
});
