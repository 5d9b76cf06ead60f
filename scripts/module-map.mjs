#!/usr/bin/env node
/*
 * Prints the server's module map (docs/architecture.md#modules): per module its lines (source and tests),
 * the imports from one module into another (count and list, tests left out), the cycles between modules,
 * the imports that bypass a module's face (index.ts), and the ten largest server files.
 * Run it to see the shape before and after a change: `node scripts/module-map.mjs [checkout root]`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = process.argv[2] ? resolve(process.argv[2]) : resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'apps/server/src');
const modulesDir = join(src, 'modules');

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : /\.ts$/.test(name) ? [path] : [];
  });
const lines = (file) => readFileSync(file, 'utf8').split('\n').length - 1;
const isTest = (file) => /\.test\.ts$/.test(file);
const moduleOf = (file) => {
  const rel = relative(modulesDir, file);
  return rel.startsWith('..') ? null : rel.split('/')[0];
};

const files = walk(src).filter((file) => !file.includes('/db/migrations/'));
const modules = readdirSync(modulesDir).filter((name) => statSync(join(modulesDir, name)).isDirectory());

/** Relative specifiers of `import … from`, `export … from` and `import()`, resolved to files. */
const importsOf = (file) => {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]);
  return specifiers.map((specifier) => resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
};

const edges = []; // { from, to, fromModule, toModule }
for (const file of files.filter((f) => !isTest(f))) {
  const fromModule = moduleOf(file);
  if (!fromModule) continue;
  for (const target of importsOf(file)) {
    const toModule = moduleOf(target);
    if (toModule && toModule !== fromModule) edges.push({ from: relative(src, file), to: relative(src, target), fromModule, toModule });
  }
}

const out = [];
out.push('Modules (lines of source / of tests):');
for (const name of modules) {
  const own = files.filter((f) => moduleOf(f) === name);
  const source = own.filter((f) => !isTest(f)).reduce((n, f) => n + lines(f), 0);
  const tests = own.filter(isTest).reduce((n, f) => n + lines(f), 0);
  out.push(`  ${name.padEnd(16)} ${String(source).padStart(6)} / ${String(tests).padStart(6)}   (${own.filter((f) => !isTest(f)).length} files)`);
}

const CROSS_CUTTING = new Set(['audit', 'mail', 'notifications']);
const beyond = edges.filter((e) => !CROSS_CUTTING.has(e.toModule));
out.push('');
out.push(`Cross-module imports (source files): ${edges.length}, of which ${beyond.length} beyond audit, mail and notifications`);
for (const e of edges) out.push(`  ${e.from} -> ${e.to}`);

const pairs = new Map();
for (const e of edges) pairs.set(`${e.fromModule} -> ${e.toModule}`, (pairs.get(`${e.fromModule} -> ${e.toModule}`) ?? 0) + 1);
out.push('');
out.push(`Module dependencies (distinct pairs): ${pairs.size}`);
for (const [pair, n] of [...pairs].sort()) out.push(`  ${pair} (${n})`);

const bypassing = edges.filter((e) => !/^modules\/[^/]+\/index\.ts$/.test(e.to));
out.push('');
out.push(`Imports that bypass a face (target is not modules/<name>/index.ts): ${bypassing.length}`);

// Cycles between modules: strongly connected components of the module graph with more than one module,
// and the pairs that import each other.
const graph = new Map(modules.map((m) => [m, new Set()]));
for (const e of edges) graph.get(e.fromModule).add(e.toModule);
const mutual = [];
for (const [a, targets] of graph) for (const b of targets) if (a < b && graph.get(b).has(a)) mutual.push(`${a} <-> ${b}`);
let index = 0;
const stack = [];
const state = new Map();
const components = [];
const connect = (v) => {
  state.set(v, { index, low: index, onStack: true });
  index += 1;
  stack.push(v);
  for (const w of graph.get(v)) {
    if (!state.has(w)) {
      connect(w);
      state.get(v).low = Math.min(state.get(v).low, state.get(w).low);
    } else if (state.get(w).onStack) state.get(v).low = Math.min(state.get(v).low, state.get(w).index);
  }
  if (state.get(v).low === state.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      state.get(w).onStack = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1) components.push(component.sort());
  }
};
for (const m of modules) if (!state.has(m)) connect(m);
out.push('');
out.push(`Cycles between modules: ${mutual.length} pairs importing each other${mutual.length ? ': ' + mutual.join(', ') : ''}`);
for (const c of components) out.push(`  strongly connected: ${c.join(', ')}`);

out.push('');
out.push('Largest server files (lines):');
const largest = files
  .map((f) => ({ file: relative(src, f), lines: lines(f) }))
  .sort((a, b) => b.lines - a.lines)
  .slice(0, 10);
for (const f of largest) out.push(`  ${String(f.lines).padStart(6)}  ${f.file}`);
const largestSource = files
  .filter((f) => !isTest(f))
  .map((f) => ({ file: relative(src, f), lines: lines(f) }))
  .sort((a, b) => b.lines - a.lines)
  .slice(0, 10);
out.push('Largest server source files, tests left out (lines):');
for (const f of largestSource) out.push(`  ${String(f.lines).padStart(6)}  ${f.file}`);

console.log(out.join('\n'));
