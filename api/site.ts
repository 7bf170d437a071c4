import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { buildInfoSchema } from '../domain/site/build-info.ts'
import { siteConfigSchema } from '../domain/site/site-config.ts'
import { publicCache, type ApiDependencies } from './context.ts'

/** GET /config and /buildinfo: what the web reads at start-up (spec section 4). */
export const siteRoutes: FastifyPluginAsyncZod<ApiDependencies> = async (app, deps) => {
  app.get(
    '/config',
    {
      config: { withoutDatabase: true },
      schema: {
        summary: 'Site configuration',
        tags: ['site'],
        response: { 200: siteConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', publicCache(60))
      return deps.siteConfig
    },
  )
  app.get(
    '/buildinfo',
    {
      config: { withoutDatabase: true },
      schema: { summary: 'Build information', tags: ['site'], response: { 200: buildInfoSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', publicCache(60))
      return deps.buildInfo
    },
  )
}
