import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', 'build/**', 'tests/e2e/**'],
    // Each database test file starts its own embedded PostgreSQL, which takes a few seconds.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
