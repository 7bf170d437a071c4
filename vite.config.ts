import { fastifyReactRouterDev } from '@mcansh/react-router-fastify/vite'
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  // Kept in build/client/.vite (never served: a dot folder): the offline page finds the hashed
  // names of the site's stylesheets there (scripts/installable-app.ts).
  build: { manifest: true },
  plugins: [
    reactRouter(),
    fastifyReactRouterDev({
      entry: './server.ts',
      exportName: 'createDevApp',
      externalizeServerEntryImports: ['#app-context'],
    }),
  ],
})
