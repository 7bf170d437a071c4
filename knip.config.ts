// knip: no unused files, exports or dependencies (docs/decisions/035-lint-format-unused-code.md).
// React Router's route modules, Vitest's tests, Playwright's specs and config, Drizzle's config
// and the programs npm scripts run are found by knip's plugins; what they cannot see is below.
import type { KnipConfig } from 'knip'

const config: KnipConfig = {
  entry: [
    // Vite's development server loads it (vite.config.ts names it to the Fastify plugin).
    'server/server.ts',
    // Operators' and developers' commands, run as `node FILE` by hand or from .ci/run.
    'server/run-newsletter.ts',
    'scripts/postgres-admin.ts',
    'scripts/share-image.ts',
    'bench/search-cpu.ts',
    'bench/index-cpu.ts',
    'bench/search-index-libraries.ts',
    // Started as child processes by their path (bench/server-process.ts, smtp-sink-process.ts).
    'bench/serve.ts',
    'bench/smtp-sink.ts',
    // The page-view beacon, served as it is from public/ and loaded by its address.
    'public/stats/script.js',
  ],
  project: ['**/*.{ts,tsx,js,css}'],
  // The browser build's alias into Designsystemet's web runtime (vite.config.ts).
  paths: {
    'designsystemet-web-parts/*': ['node_modules/@digdir/designsystemet-web/dist/esm/*'],
  },
  compilers: {
    // Stylesheets import Designsystemet's CSS packages with @import url('...').
    css: (text: string) =>
      [...text.matchAll(/@import\s+(?:url\()?\s*['"]([^'"]+)['"]/g)]
        .map(([, source]) => `import '${source}'`)
        .join('\n'),
  },
  ignoreDependencies: [
    // Named by file path, not imported: api/openapi-lint.test.ts runs its command line.
    '@stoplight/spectral-cli',
    // Named by file path, not imported: tests/support/nu-checker.ts runs its jar with Java.
    'vnu-jar',
    // Loaded by pino by name as a transport in development (logger.ts).
    'pino-pretty',
  ],
  // Debian's Java, installed with apt (README), runs the Nu Html Checker.
  ignoreBinaries: ['java'],
}

export default config
