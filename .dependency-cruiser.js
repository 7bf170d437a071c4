// The layer rule of the architecture, checked by dependency-cruiser in `npm run lint`:
//
//   server/  →  app/, api/, jobs/  →  domain/  →  db/        i18n/ is imported by any of them
//
// Dependencies point one way, down; server/, the composition root, may import every layer below
// it (it opens the database and wires the domain into the others). Only production code is held
// to it: tests (*.test.ts, *.test.tsx) may build a whole app, and tests/, bench/ and scripts/ are
// programs of their own that start the server, seed the database and the like. Type-only imports
// count as much as any other: a type from a layer above is knowledge of that layer all the same.

/** Test files beside the code they test: outside the layer rule, like tests/. */
const TESTS = '\\.test\\.tsx?$'

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules that import each other at run time load in an order that decides what each ' +
        'sees of the other (a value read before it is set), and cannot be read, tested or moved ' +
        'one at a time. Break the cycle by moving what both need into a third module. A cycle ' +
        'with an `import type` in it is erased when the code runs and is let through: five such ' +
        'stood when this rule came (i18n/catalogue.ts and language.ts, three in domain/search/, ' +
        'one in domain/mail/).',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'domain-knows-no-caller',
      severity: 'error',
      comment:
        'domain/ is the business, shared by the pages, the API and the jobs: it knows nothing of ' +
        'HTTP, React or who calls it. What it needs from a caller it declares as a parameter.',
      from: { path: '^domain/', pathNot: TESTS },
      to: { path: '^(server|app|api|jobs)/' },
    },
    {
      name: 'db-knows-no-caller',
      severity: 'error',
      comment:
        'db/ is the schema, the migrations and the connection: the bottom layer, used by domain/ ' +
        'and opened by the composition root. It imports no layer above it.',
      from: { path: '^db/', pathNot: TESTS },
      to: { path: '^(server|app|api|jobs|domain)/' },
    },
    {
      name: 'i18n-imports-none-of-ours',
      severity: 'error',
      comment:
        'i18n/ holds the texts every layer imports (pages, mail, API messages), so it can import ' +
        'none of our folders: any such import would be a cycle through a layer.',
      from: { path: '^i18n/', pathNot: TESTS },
      to: { path: '^(server|app|api|jobs|domain|db|tests|bench|scripts)/' },
    },
    {
      name: 'callers-stay-apart',
      severity: 'error',
      comment:
        'The pages, the API and the jobs are three callers of one domain: they share code ' +
        'only through domain/ (or i18n/), never with each other, and none reaches up into ' +
        'server/, the composition root that wires them. What one needs of the server it ' +
        'declares and is given.',
      from: { path: '^(app|api|jobs)/', pathNot: TESTS },
      to: { path: '^(server|app|api|jobs)/', pathNot: '^$1/' },
    },
    {
      name: 'data-through-domain',
      severity: 'error',
      comment:
        'Pages, API and jobs reach data through domain/, never db/ directly, so every query ' +
        'and every rule about the data has one home. The API and the jobs get no exception, ' +
        'not even for the connection type: they hold the connection only to hand it to domain ' +
        "functions, so they name its type (Db) from domain/database.ts, the domain's own " +
        'interface, as the pages do. What needs the database itself (opening it, migrating it, ' +
        "asking whether it is ready) is the composition root's work, in server/.",
      from: { path: '^(app|api|jobs)/', pathNot: TESTS },
      to: { path: '^db/' },
    },
    {
      name: 'production-not-on-tests',
      severity: 'error',
      comment:
        'Production code never imports the test support, the benches or the scripts: they are ' +
        'not shipped, and what both need belongs in the layer that production uses.',
      from: { path: '^(server|app|api|jobs|domain|db|i18n)/', pathNot: TESTS },
      to: { path: ['^(tests|bench|scripts)/', TESTS] },
    },
  ],
  options: {
    // Our own code is checked; installed packages are listed but not read.
    doNotFollow: { path: '^node_modules/' },
    // Generated: the build, React Router's route types, the embedded database, test reports.
    exclude: { path: '^(build|data|\\.react-router|coverage|test-results|playwright-report)/' },
    // Count `import type` too (see the top of this file).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      // package.json "imports" (#app-context) and the packages' "exports".
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
}
