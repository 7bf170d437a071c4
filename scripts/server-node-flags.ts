/**
 * The Node flags a server process runs with: `npm start` gives the same ones (package.json), and
 * docs/operations.md gives them for a deployment. V8 sizes its young generation by the memory of
 * the machine; on one of 24 GiB that left 100–170 MB of mostly empty heap resident in every
 * process. Semi-spaces of 16 MB (decision 025) keep it small at the cost of more frequent,
 * shorter young-generation collections. V8 also lets the old generation grow to several times
 * what is live before it collects it, and the search index is most of what is live: growing it
 * by a fifth instead (decision 068) took a process at 100,000 products from 629–699 MB to
 * 374–384 MB resident, for 3–22 % fewer searches a second at 16 connections.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16', '--heap-growing-percent=20']
