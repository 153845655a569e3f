/**
 * One access-log line per request, written once the answer has gone: the request (method, URL
 * without its secrets, address), the status and the time taken, as a load balancer or nginx logs
 * it. Fastify's own controller writes two lines per request, "incoming request" and "request
 * completed"; on the guests' hot menu read those two lines were about a tenth of the server's CPU
 * (docs/decisions/023). The incoming line is kept at debug level, for following a request
 * that never ends (the crash harness runs its servers at debug for that).
 */
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

export class AccessLogController extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
