/**
 * The Node flags a server process runs with: `npm start` gives the same ones (package.json), and
 * docs/operations.md gives them for a deployment. V8 sizes its young generation by the memory of
 * the machine; on one of 24 GiB that left 100–170 MB of mostly empty heap resident in every
 * process. Semi-spaces of 16 MB (decision 025) keep a process under 300 MB at the cost of more
 * frequent, shorter young-generation collections.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16']
