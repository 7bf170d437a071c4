import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'
import { clientWentAway } from '../api/errors.ts'

/**
 * Fastify's request logging, the request id labelled `reference` (the error reference people
 * read out), with one change. A browser that drops a page or `.data` request before its headers
 * were sent leaves the compressed stream closed early (ERR_STREAM_PREMATURE_CLOSE), which
 * reaches the default error handler as a 500 that nobody receives. A visitor going away is not
 * a server error: it is logged at info, as Fastify logs the same once the headers were sent.
 * What a live client is answered does not change; only the level of this line does.
 */
export class ServerLogController extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'reference' })
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (clientWentAway(error, request)) this.streamError(error, request, reply)
    else super.defaultErrorLog(error, request, reply)
  }
}
