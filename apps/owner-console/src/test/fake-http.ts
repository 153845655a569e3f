/** The HTTP plumbing every fake API module shares: a JSON answer, an error body, a JSON request body. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Answers `status` with `body` as JSON, or with no body. */
export function send(res: ServerResponse, status: number, body?: unknown) {
  res.statusCode = status;
  if (body === undefined) return res.end();
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
}

/** The contract's `Error` body. */
export const error = (code: string, message: string) => ({ code, message });

/** The request's JSON body; an empty body is `{}`. */
export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}
