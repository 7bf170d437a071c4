import type { FastifyInstance } from 'fastify'

/** The subset of JSON Schema that fastify-type-provider-zod writes for our Zod schemas. */
export interface JsonSchema {
  type?: string | string[]
  enum?: unknown[]
  anyOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  maxItems?: number
  pattern?: string
  format?: string
}

/** One /api/v1 call as the fuzz test sees it: where it is and what its Zod schemas take. */
export interface FuzzRoute {
  method: string
  /** Fastify's form, `/api/v1/produkt/:id`. */
  path: string
  params: Record<string, JsonSchema>
  query: Record<string, JsonSchema>
  /** The JSON body's schema, if the call takes JSON. */
  body?: JsonSchema
  /** The call reads multipart/form-data itself (POST /vedlegg). */
  multipart: boolean
  /** The call asks for a solved captcha in `grecaptcha`. */
  captcha: boolean
}

interface Parameter {
  in: string
  name: string
  schema: JsonSchema
}

interface Operation {
  parameters?: Parameter[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
  consumes?: string[]
}

/**
 * Every /api/v1 call of the running app, with the JSON Schemas its Zod schemas give in the app's
 * own OpenAPI document. The document leaves out hidden routes, so the router's own list is read
 * too: a route in one and not the other fails, unless it is one of the `undocumented` (the
 * document and its viewer), which take no input.
 */
export async function listFuzzRoutes(
  app: FastifyInstance,
  undocumented: RegExp,
): Promise<FuzzRoute[]> {
  const document = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<{
    paths: Record<string, Record<string, Operation>>
  }>()
  const routes: FuzzRoute[] = []
  for (const [openApiPath, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      routes.push(
        toRoute(method.toUpperCase(), openApiPath.replace(/\{(\w+)\}/g, ':$1'), operation),
      )
    }
  }
  const documented = new Set(routes.map((route) => `${route.method} ${route.path}`))
  const missing: string[] = []
  for (const { method, path } of routerRoutes(app)) {
    if (!path.startsWith('/api/v1') || method === 'HEAD' || documented.has(`${method} ${path}`)) {
      continue
    }
    if (undocumented.test(path) && method === 'GET') routes.push(toRoute(method, path, {}))
    else missing.push(`${method} ${path}`)
  }
  if (missing.length) {
    throw new Error(
      `No fuzz generator for these routes (not in the OpenAPI document): ${missing.join(',')}`,
    )
  }
  return routes
}

function toRoute(method: string, path: string, operation: Operation): FuzzRoute {
  const parameters = operation.parameters ?? []
  const pick = (place: string) =>
    Object.fromEntries(parameters.filter((p) => p.in === place).map((p) => [p.name, p.schema]))
  const content = operation.requestBody?.content ?? {}
  const types = Object.keys(content)
  const multipart = operation.consumes?.includes('multipart/form-data') ?? false
  if (types.some((type) => type !== 'application/json')) {
    throw new Error(`No fuzz generator for the ${types.join(',')} body of ${method} ${path}`)
  }
  const query = pick('query')
  return {
    method,
    path,
    params: pick('path'),
    query,
    body: content['application/json']?.schema,
    multipart,
    captcha: 'grecaptcha' in query,
  }
}

/**
 * The router's routes as `app.printRoutes()` draws them: a tree whose lines are path pieces
 * with the methods in brackets, four columns a level.
 */
function routerRoutes(app: FastifyInstance): { method: string; path: string }[] {
  const stack: string[] = []
  const routes: { method: string; path: string }[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line)
    if (!match) continue
    const depth = match[1]!.length / 4
    stack.length = depth
    stack.push(match[2]!)
    const path = stack.join('')
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, path })
  }
  return routes
}
