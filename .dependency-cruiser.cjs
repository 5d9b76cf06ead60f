/*
 * The server's module boundaries (docs/architecture.md#modules, decision 222), checked by `npm run lint`:
 * - a file in apps/server/src/modules/X/ (any depth: operations/, repo/, tests) imports from another
 *   module Y only Y's face, modules/Y/index.ts;
 * - no cycles between modules: the graph of the modules' folders has none (a cycle through a face, e.g.
 *   users → proposals/index.ts → proposals → users/index.ts, is one).
 * Files outside modules/ (app.ts, plugins, ops, db, test helpers) compose the modules and are not checked.
 * scripts/module-boundaries.test.ts plants violations and proves that both rules report them.
 */
const MODULES = '^apps/server/src/modules/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-face',
      comment: 'Another module is imported through its face (modules/<name>/index.ts) only: export what you need from there.',
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/` },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`] },
    },
    {
      name: 'no-module-cycle',
      comment: 'Modules do not import each other in a cycle: the lower one offers a hook that app.ts wires (decision 222).',
      severity: 'error',
      scope: 'folder',
      from: { path: `${MODULES}([^/]+)` },
      to: { path: MODULES, pathNot: `${MODULES}$1(/|$)`, circular: true },
    },
  ],
  options: {
    includeOnly: MODULES,
    exclude: { path: 'node_modules' },
    tsPreCompilationDeps: true,
  },
};
