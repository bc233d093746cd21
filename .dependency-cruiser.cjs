/**
 * The layer order, checked (`npm run layers`; CONTRIBUTING.md "Where things go" says it in words):
 *
 *   engine (pure rules) < story (pure, what happened in words)  ·  config  <  database  <  common      the foundation: imports no domain folder
 *   users  <  auth, rate-limit  <  matches  <  audit, lobbies  <  notifications  <  correspondence, webhooks, mail, push
 *   transports (GraphQL resolvers and models, src/rest)  →  services  →  repositories  →  the database
 *
 * and no folder imports, through any path, a folder that imports it back. Type-only imports count: a type
 * is a dependency as much as a value is.
 */

/** Folders that are not domains: they import none. */
const FOUNDATION = '^src/(engine|story|config|database|common|generated|api)/';

module.exports = {
  forbidden: [
    {
      name: 'client-package-stands-alone',
      comment:
        'clients/typescript/src is published on its own (@claim/client): it imports its own files and openapi-fetch, ' +
        'never the server.',
      severity: 'error',
      from: { path: '^clients/typescript/src/' },
      to: { pathNot: ['^clients/typescript/src/', '^node_modules/openapi-fetch/'] },
    },
    {
      name: 'engine-is-pure',
      comment:
        'src/engine imports nothing outside itself: no framework, no database, no I/O, no clock (docs/style.md).',
      severity: 'error',
      from: { path: '^src/engine/', pathNot: ['\\.spec\\.ts$', '^src/engine/testing/', '^src/engine/rng\\.ts$'] },
      to: { pathNot: '^src/engine/' },
    },
    {
      name: 'engine-rng-needs-only-crypto',
      comment:
        "The engine's one Node import: rng.ts's R2.4 stream is SHA-256, from node:crypto (the file says why; " +
        'shared.ts is the entry without it).',
      severity: 'error',
      from: { path: '^src/engine/rng\\.ts$' },
      to: { pathNot: ['^src/engine/', '^crypto$'] },
    },
    {
      name: 'engine-tests-stay-in-the-engine',
      comment: "The engine's own tests and test helpers may use fast-check and Node, but no server code.",
      severity: 'error',
      from: { path: ['^src/engine/.*\\.spec\\.ts$', '^src/engine/testing/'] },
      to: { path: '^src/', pathNot: '^src/engine/' },
    },
    {
      name: 'story-is-pure',
      comment: 'src/story (the story of a match, from engine states) is as pure as the engine and builds only on it.',
      severity: 'error',
      from: { path: '^src/story/', pathNot: '\\.spec\\.ts$' },
      to: { pathNot: '^src/(story|engine)/' },
    },
    {
      name: 'computer-bot-is-pure',
      comment:
        "src/computer/bot (the computer player's search: docs/bots.md) thinks on a seat's view with the engine " +
        'alone: no server code, no I/O, so the bench and the think pool run it as it is.',
      severity: 'error',
      from: { path: '^src/computer/bot/', pathNot: '\\.spec\\.ts$' },
      to: { pathNot: ['^src/computer/bot/', '^src/engine/'] },
    },
    {
      name: 'browser-entry-needs-no-node',
      comment:
        'src/engine/shared.ts and src/story/browser.ts are what the web client bundles: nothing they reach may ' +
        'need a Node module.',
      severity: 'error',
      from: { path: ['^src/engine/shared\\.ts$', '^src/story/browser\\.ts$'] },
      to: { path: '^src/engine/rng\\.ts$', reachable: true },
    },
    {
      name: 'config-is-the-bottom',
      comment: 'src/config reads the environment and imports no other folder of src.',
      severity: 'error',
      from: { path: '^src/config/' },
      to: { path: '^src/', pathNot: '^src/config/' },
    },
    {
      name: 'database-below-common',
      comment: 'src/database (connections, migrations, outage detection) needs only the configuration and Prisma.',
      severity: 'error',
      from: { path: '^src/database/' },
      to: { path: '^src/', pathNot: '^src/(database|config|generated)/' },
    },
    {
      name: 'foundation-imports-no-domain',
      comment: 'engine, config, database and common serve every domain and know none of them.',
      severity: 'error',
      from: { path: FOUNDATION },
      to: { path: '^src/', pathNot: [FOUNDATION, '^src/[^/]+\\.ts$'] },
    },
    {
      name: 'foundation-imports-no-app',
      severity: 'error',
      from: { path: FOUNDATION },
      to: { path: '^src/[^/]+\\.ts$' },
    },
    {
      name: 'repositories-are-the-bottom',
      comment: 'A repository reads and writes the database; it calls no service and knows no transport.',
      severity: 'error',
      from: { path: '\\.repository\\.ts$' },
      to: {
        path: [
          '\\.service\\.ts$',
          '\\.resolver\\.ts$',
          '\\.controller\\.ts$',
          '/graphql/',
          '^src/rest/',
          '^src/api/',
          '^src/[^/]+/api/',
        ],
        pathNot: '^src/database/',
      },
    },
    {
      name: 'services-below-transports',
      comment: 'Services hold the flow; GraphQL and REST call them, never the other way round.',
      severity: 'error',
      from: { path: '\\.service\\.ts$' },
      to: {
        path: ['\\.resolver\\.ts$', '\\.controller\\.ts$', '/graphql/', '^src/rest/', '^src/api/', '^src/[^/]+/api/'],
      },
    },
    {
      name: 'rest-is-not-graphql',
      comment:
        'REST imports no GraphQL file: what both transports share (request metadata, response models and their ' +
        "mappers) is in src/api or a domain's api/ folder. Both may use @nestjs/graphql's decorators: they describe " +
        'the shapes, and src/rest/graphql-openapi.ts makes the OpenAPI schemas from them.',
      severity: 'error',
      from: { path: '^src/rest/' },
      to: { path: ['^src/graphql/', '^src/[^/]+/graphql/'] },
    },
    {
      name: 'graphql-is-not-rest',
      comment: 'GraphQL imports nothing of REST (the other way round from rest-is-not-graphql).',
      severity: 'error',
      from: { path: ['^src/graphql/', '^src/[^/]+/graphql/', '\\.resolver\\.ts$'] },
      to: { path: '^src/rest/' },
    },
    {
      name: 'api-is-transport-neutral',
      comment: "src/api and the domains' api/ folders serve both transports and import neither.",
      severity: 'error',
      from: { path: ['^src/api/', '^src/[^/]+/api/'] },
      to: { path: ['^src/graphql/', '^src/[^/]+/graphql/', '\\.resolver\\.ts$', '\\.controller\\.ts$', '^src/rest/'] },
    },
    {
      name: 'transports-call-services',
      comment: 'Resolvers and controllers parse, authorize, call a service and map its answer: no repository.',
      severity: 'error',
      from: { path: ['\\.resolver\\.ts$', '\\.controller\\.ts$', '^src/rest/'] },
      to: { path: '\\.repository\\.ts$' },
    },
    {
      name: 'only-the-store-touches-the-database',
      comment:
        'Prisma, node-postgres and SQL belong to repositories and src/database; the match store also keeps its ' +
        'pool (match-database.ts), group commit (group-commit.ts) and longer statements (match-statements.ts) ' +
        'beside its repository. Others may pass an ' +
        'open transaction along (the Sql type) but not open one.',
      severity: 'error',
      from: {
        pathNot: [
          '\\.repository\\.ts$',
          '^src/database/',
          '^src/matches/store/(match-database|group-commit|match-statements)\\.ts$',
          '^src/generated/',
          // The claim tool opens the store without Nest, as main.ts's modules would.
          '^src/cli/',
          '\\.spec\\.ts$',
        ],
      },
      to: {
        path: ['^src/database/(prisma\\.service|sql)\\.ts$', '^src/generated/', '^node_modules/(pg|@prisma)/'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'no-folder-cycles',
      comment: 'No folder of src depends, through any path, on a folder that depends on it.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/[^/]+$' },
      to: { circular: true },
    },
    {
      name: 'web-uses-the-browser-entry',
      comment:
        'The web client shares the engine and the story through @claim/engine (src/engine/shared.ts) and ' +
        '@claim/story (src/story/browser.ts) alone, no deep paths.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^src/', pathNot: ['^src/engine/shared\\.ts$', '^src/story/browser\\.ts$'] },
    },
    {
      name: 'examples-are-clients',
      comment: 'examples/ are third-party clients: they speak HTTP to the server and import none of its code.',
      severity: 'error',
      from: { path: '^examples/' },
      to: { path: '^src/' },
    },
    {
      name: 'no-module-cycles',
      comment: 'No file imports, through any path, a file that imports it.',
      severity: 'error',
      from: { path: '^(src|web|examples)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^src/generated/', '^dist/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
