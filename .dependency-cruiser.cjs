/**
 * The house's layers as rules (docs/architecture.md draws them). `npm run deps` checks them and
 * `npm test` runs it: a broken rule fails the build and names the file, the import and the rule.
 *
 * The site (src/), each layer importing only those below it:
 *
 *   routes → app → features → pwa, ui, api → boot → state, i18n → lib, config
 *
 * (pwa: the lite app's registration, install offer and update prompt, and its service worker.)
 *
 * and generated code (src/generated/) only through its entry points. The mock platform (mocks/):
 *
 *   servers (browser, node, server, handlers) → routes → seed → domains → core
 *
 * with its developer controls (mocks/devtools/) beside the servers. Tests follow the layer of the
 * code they test, and may also use the test harness (src/test/) and the mock platform's test
 * entry (mocks/node.ts).
 */

/** A path's layer, as a dependency-cruiser path pattern. */
const SRC = {
  routes: '^src/routes/',
  routeTree: '^src/routeTree\\.gen\\.ts$',
  app: '^src/app/|^src/main\\.tsx$',
  features: '^src/features/',
  ui: '^src/ui/',
  api: '^src/api/',
  boot: '^src/boot/',
  pwa: '^src/pwa/',
  state: '^src/state/',
  i18n: '^src/i18n/',
  lib: '^src/lib/',
  config: '^src/config\\.ts$',
  generated: '^src/generated/',
  test: '^src/test/',
};

/** A test file, which may also reach the harness and the mock platform's test entry. */
const TEST_FILE = '\\.test\\.tsx?$';

/** Layers below each layer: what it may import besides itself and the generated entry points. */
const BELOW = {
  routes: ['app', 'features', 'pwa', 'ui', 'api', 'boot', 'state', 'i18n', 'lib', 'config'],
  app: ['features', 'pwa', 'ui', 'api', 'boot', 'state', 'i18n', 'lib', 'config'],
  features: ['pwa', 'ui', 'api', 'boot', 'state', 'i18n', 'lib', 'config'],
  pwa: ['state', 'i18n', 'lib', 'config'],
  ui: ['boot', 'state', 'i18n', 'lib', 'config'],
  api: ['boot', 'state', 'i18n', 'lib', 'config'],
  boot: ['state', 'lib', 'config'],
  state: ['lib', 'config'],
  i18n: ['state', 'lib', 'config'],
  lib: [],
  config: [],
};

/** A layer's tests may also use the test harness and the test files beside them. */
const testHelpers = () => [SRC.test, `^src/.*${TEST_FILE}`];

const layerRules = Object.entries(BELOW).map(([layer, below]) => ({
  name: `layer-${layer}`,
  comment: `src/${layer} imports only ${below.length ? below.join(', ') : 'nothing of ours'} (and generated entry points)`,
  severity: 'error',
  from: { path: SRC[layer] },
  to: {
    path: '^src/',
    pathNot: [SRC[layer], SRC.generated, SRC.routeTree, ...below.map((b) => SRC[b]), ...testHelpers(layer)],
  },
}));

/** Generated code's entry points: the per-tag endpoints, the model and zod indexes, and the tables. */
const GENERATED_ENTRY =
  '^src/generated/(operations|transport|validators|mock-handlers|examples)\\.ts$|^src/generated/[^/]+/model/index\\.ts$|^src/generated/[^/]+/(endpoints|zod)/([^/]+)/\\3(\\.zod|\\.msw)?\\.ts$';

/** The MSW handlers orval generates beside the hooks, and their index. */
const GENERATED_MOCKS = '^src/generated/.*\\.msw\\.ts$|^src/generated/mock-handlers\\.ts$';

/** What the app hands a development platform (mocks/dev.ts): the one app module the mocks may name, by type. */
const DEV_APP = '^src/app/dev-app\\.ts$';

/** The mock platform's layers. */
const MOCK = {
  core: '^mocks/platform/core/',
  domains: '^mocks/platform/[^/]+\\.ts$',
  seed: '^mocks/platform/seed/',
  routes: '^mocks/platform/routes/',
};

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import circle, type-only imports included: each module can be read and tested apart.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    {
      name: 'routes-tree-only-from-router',
      comment: "Only the app's router.ts imports the generated route tree, and only the route tree imports the routes.",
      severity: 'error',
      from: { pathNot: `^src/app/router\\.ts$|${SRC.routeTree}` },
      to: { path: `${SRC.routeTree}|${SRC.routes}` },
    },
    {
      name: 'no-feature-to-feature',
      comment: 'A feature never imports another feature: shared pieces live in ui/, api/, lib/ or i18n/, and the app or a route brings features together.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'generated-through-entry-points',
      comment: 'Generated code is imported through its entry points (an endpoints tag file, a model or zod index, the tables), never a file inside them.',
      severity: 'error',
      from: { pathNot: SRC.generated },
      to: { path: SRC.generated, pathNot: GENERATED_ENTRY },
    },
    {
      name: 'generated-imports-only-the-transport',
      comment: 'Generated code imports only itself and the transport it is generated against (orval mutator).',
      severity: 'error',
      from: { path: SRC.generated },
      to: { path: '^(src|mocks)/', pathNot: `${SRC.generated}|^src/api/fetcher\\.ts$` },
    },
    {
      name: 'src-not-to-mocks',
      comment: 'The site never imports the mock platform; its tests reach it only through mocks/node.ts.',
      severity: 'error',
      from: { path: '^src/', pathNot: `${TEST_FILE}|${SRC.test}` },
      to: { path: '^mocks/' },
    },
    {
      name: 'src-tests-to-mocks-through-node',
      comment: "The site's tests use the mock platform through its test entry, mocks/node.ts, not its insides.",
      severity: 'error',
      from: { path: `^src/.*(${TEST_FILE})|${SRC.test}` },
      to: { path: '^mocks/', pathNot: '^mocks/node\\.ts$' },
    },
    {
      name: 'src-not-to-dev-deps',
      comment: 'Production code uses no development dependency (msw, faker, testing tools).',
      severity: 'error',
      from: { path: '^src/', pathNot: `${TEST_FILE}|${SRC.test}|${GENERATED_MOCKS}` },
      to: { dependencyTypes: ['npm-dev'] },
    },
    {
      name: 'src-not-to-generated-mocks',
      comment: "The generated MSW handlers (faker data) are the mock platform's, never the site's.",
      severity: 'error',
      from: { path: '^src/', pathNot: `${TEST_FILE}|${SRC.test}|${GENERATED_MOCKS}` },
      to: { path: GENERATED_MOCKS },
    },
    {
      name: 'mock-core-imports-nothing-above',
      comment: "The mock platform's core (state's shape, clock, ledger, catalogue) imports nothing above it.",
      severity: 'error',
      from: { path: MOCK.core, pathNot: TEST_FILE },
      to: { path: '^mocks/', pathNot: MOCK.core },
    },
    {
      name: 'mock-tests-through-node',
      comment: "The mock platform's tests reach the servers only through the test entry, mocks/node.ts.",
      severity: 'error',
      from: { path: `^mocks/platform/.*${TEST_FILE}` },
      to: { path: '^mocks/[^/]+\\.tsx?$|^mocks/devtools/', pathNot: '^mocks/node\\.ts$' },
    },
    {
      name: 'mock-domains-over-core',
      comment: 'Domain modules (money, contracts, team, points, …) import the core and other domains, never the seed or the routes.',
      severity: 'error',
      from: { path: MOCK.domains, pathNot: TEST_FILE },
      to: { path: `${MOCK.seed}|${MOCK.routes}|^mocks/[^/]+\\.tsx?$|^mocks/devtools/` },
    },
    {
      name: 'mock-seed-over-domains',
      comment: 'The seed (the demo accounts and their history) imports domains and the core, never the routes.',
      severity: 'error',
      from: { path: MOCK.seed, pathNot: TEST_FILE },
      to: { path: `${MOCK.routes}|^mocks/[^/]+\\.tsx?$|^mocks/devtools/` },
    },
    {
      name: 'mock-routes-under-servers',
      comment: 'The routes import the platform below them, never the servers or the developer controls.',
      severity: 'error',
      from: { path: MOCK.routes, pathNot: TEST_FILE },
      to: { path: '^mocks/[^/]+\\.tsx?$|^mocks/devtools/' },
    },
    {
      name: 'mocks-reach-src-low-layers',
      comment: "The mock platform may share the transport's crypto, the state, the generated tables and lib; never the app, routes, features or ui.",
      severity: 'error',
      from: { path: '^mocks/', pathNot: TEST_FILE },
      to: { path: `${SRC.app}|${SRC.routes}|${SRC.features}|${SRC.ui}`, pathNot: DEV_APP },
    },
    {
      name: 'mocks-dev-app-types-only',
      comment: 'The developer controls know the app only by the type of what it hands them (src/app/dev-app.ts).',
      severity: 'error',
      from: { path: '^mocks/' },
      to: { path: DEV_APP, dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    // TypeScript 7 has no JavaScript API; swc parses TypeScript (type-only imports included).
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.css$' },
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
