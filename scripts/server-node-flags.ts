/**
 * The Node flags the server process runs with, wherever it runs: `npm start` (package.json), the
 * image (Dockerfile), the benches and the end-to-end servers. They are V8 heap options that Node
 * takes only on its command line, not in NODE_OPTIONS nor at run time, so each of those command
 * lines spells them out; scripts/server-node-flags.test.ts holds each to this list.
 *
 * `--single-threaded-gc`: the server shares its few cores with PostgreSQL, and V8's parallel GC
 * helper threads cost it more CPU than they save (docs/decisions/0039-gc-on-the-main-thread.md).
 */
export const SERVER_NODE_FLAGS = ['--single-threaded-gc'] as const;
