import { fastifyReactRouterDev } from '@mcansh/react-router-fastify/vite'
import { reactRouter } from '@react-router/dev/vite'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'

const designsystemetWeb = fileURLToPath(
  new URL('./node_modules/@digdir/designsystemet-web/dist/esm', import.meta.url),
)

export default defineConfig({
  // Kept in build/client/.vite (never served: a dot folder): the offline page finds the hashed
  // names of the site's stylesheets there (scripts/installable-app.ts).
  build: {
    manifest: true,
    rolldownOptions: {
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
