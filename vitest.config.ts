import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', 'build/**', 'tests/e2e/**'],
    // Each database test file starts its own embedded PostgreSQL (tests/support/test-database.ts).
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // A worker per core, not Vitest's one fewer: many files wait on a socket or a child process
    // much of the time, and on two cores one worker left the second idle (11 min against 8).
    maxWorkers: availableParallelism(),
  },
})
