// Why this exists: the layer rules of docs/architecture.md ("Layers") as dependency-cruiser rules, so that
// `npm test` (its `lint:layers` step) fails on an import that points the wrong way or closes a cycle.
// Paths are relative to the repository root; tests/ are not cruised (they may import any layer).

/** Machines may use these packages (pure libraries); anything with I/O stays in server/ and actors/. Matched
 *  anywhere in the path: a worktree whose node_modules is a symlink resolves packages outside the tree. */
const MACHINE_PACKAGES = '(^|/)node_modules/(xstate|zod)/';

module.exports = {
  forbidden: [
    {
      name: 'machines-are-pure',
      severity: 'error',
      comment:
        'machines/ imports only machines/, server/protocol/ and pure libraries (xstate, zod). ' +
        'A shape the effects share goes in machines/contract/; an engine check the machine runs goes through ' +
        'the port machines/contract/consult-checks.ts (docs/architecture.md, "Layers").',
      from: { path: '^machines/' },
      to: { pathNot: ['^machines/', '^server/protocol/', MACHINE_PACKAGES] },
    },
    {
      name: 'actors-not-wiring',
      severity: 'error',
      comment:
        'actors/ may not reach up into the wiring: of server/ it imports only server/protocol/ (the wire and clinic ' +
        'contracts). Configuration and live resources are passed in at the wiring point.',
      from: { path: '^actors/' },
      to: { path: '^server/', pathNot: '^server/protocol/' },
    },
    {
      name: 'actors-not-statechart',
      severity: 'error',
      comment:
        "actors/ depends on the machine's contract (machines/contract/, consult.types.ts, consult.texts.ts), " +
        'never on the statechart itself.',
      from: { path: '^actors/' },
      to: { path: '^machines/consult[.](machine|context)[.]ts$' },
    },
    {
      name: 'protocol-is-a-leaf',
      severity: 'error',
      comment: 'server/protocol/ is the contract every layer shares: it imports nothing of the project outside itself.',
      from: { path: '^server/protocol/' },
      to: { path: '^(server|machines|actors|client-demo)/', pathNot: '^server/protocol/' },
    },
    {
      name: 'client-only-protocol',
      severity: 'error',
      comment: 'client-demo/ runs in the browser: of the server it imports only server/protocol/.',
      from: { path: '^client-demo/' },
      to: { path: '^(server|machines|actors)/', pathNot: '^server/protocol/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle between files (type-only imports included): move the shared piece into a module both can import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that does not resolve to a file or an installed package.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // type-only imports count: they are dependencies a reader follows too
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    // resolve packages through their "exports" maps, as Node does (@modelcontextprotocol/sdk/server/mcp.js)
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
    exclude: { path: ['^tests/', '^node_modules/'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
