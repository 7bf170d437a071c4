import { fastifyReactRouterDev } from '@mcansh/react-router-fastify/vite'
import { reactRouter } from '@react-router/dev/vite'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin, type Rolldown } from 'vite'

const designsystemetWeb = fileURLToPath(
  new URL('./node_modules/@digdir/designsystemet-web/dist/esm', import.meta.url),
)

export default defineConfig({
  // Kept in build/client/.vite (never served: a dot folder): the offline page finds the hashed
  // names of the site's stylesheets there (scripts/installable-app.ts).
  build: {
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: firstLoadChunk }] } },
      treeshake: {
        // Designsystemet's React package declares no `sideEffects`, so every component of its
        // barrel file (a combobox with floating-ui and a virtual list among them) reached every
        // page. Its modules only define components; the web runtime they rely on is imported by
        // entry.client.tsx (see docs/decisions/022-first-load-javascript.md).
        moduleSideEffects: [
          { test: /[\\/]@digdir[\\/]designsystemet-react[\\/]dist[\\/]/, sideEffects: false },
          {
            test: /[\\/]designsystemet-web[\\/]dist[\\/]esm[\\/]pagination[\\/]/,
            sideEffects: false,
          },
        ],
      },
    },
  },
  resolve: {
    alias: [
      // Only the parts of Designsystemet's web runtime that this site's components need; see
      // app/components/designsystemet-web/designsystemet-web.ts.
      {
        find: /^@digdir\/designsystemet-web$/,
        replacement: fileURLToPath(
          new URL('./app/components/designsystemet-web/designsystemet-web.ts', import.meta.url),
        ),
      },
      { find: /^designsystemet-web-parts\/(.*)$/, replacement: `${designsystemetWeb}/$1` },
    ],
  },
  plugins: [
    reactRouter(),
    browserCatalogue(),
    fastifyReactRouterDev({
      entry: './server/server.ts',
      exportName: 'createDevApp',
      externalizeServerEntryImports: ['#app-context'],
    }),
  ],
})

/** The modules every page loads: reached by static imports from the client entry or the root. */
const SCRIPT = /\.[cm]?[jt]sx?$/
const EVERY_PAGE = /app[\\/](entry\.client|root)\.tsx/

/**
 * Puts what every page loads into one chunk. Left to itself the bundler cuts it into some thirty
 * files, many under 1 KB, each a request of its own before the page can run.
 */
function firstLoadChunk(id: string, context: Rolldown.ChunkingContext): string | null {
  // The entry and the root stay themselves, and stylesheets with the modules that import them:
  // the build and the server find the root's stylesheets by the root's name.
  if (!SCRIPT.test(id) || EVERY_PAGE.test(id)) return null
  return loadedOnEveryPage(id, context, new Set()) ? 'every-page' : null
}

function loadedOnEveryPage(
  id: string,
  context: Rolldown.ChunkingContext,
  seen: Set<string>,
): boolean {
  if (EVERY_PAGE.test(id)) return true
  if (seen.has(id)) return false
  seen.add(id)
  const importers = context.getModuleInfo(id)?.importers ?? []
  return importers.some((importer) => loadedOnEveryPage(importer, context, seen))
}

/**
 * In the browser build, i18n/catalogue.ts (every language) is replaced by
 * catalogue.browser.ts, which loads one language at a time (docs/decisions/022-first-load-javascript.md).
 */
function browserCatalogue(): Plugin {
  const server = fileURLToPath(new URL('./i18n/catalogue.ts', import.meta.url))
  const browser = fileURLToPath(new URL('./i18n/catalogue.browser.ts', import.meta.url))
  return {
    name: 'farlige-produkter:browser-catalogue',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (!source.endsWith('catalogue.ts')) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved?.id === server ? browser : resolved
    },
  }
}
