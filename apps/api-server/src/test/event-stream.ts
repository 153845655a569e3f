/**
 * A Server-Sent Events client for tests, on fetch (as the console's client: it sends Authorization,
 * which EventSource cannot). Waits for what the stream says, never for a fixed time.
 */

export interface StreamMessage {
  /** 'comment' for `: …` lines (the opening comment, keep-alives), else the event's name */
  event: string;
  id?: string;
  data?: string;
  comment?: string;
}

export interface EventStream {
  response: Response;
  /** the next message matching `accept` (skipping the others), or an error when the stream ends first */
  next(accept?: (message: StreamMessage) => boolean, timeoutMs?: number): Promise<StreamMessage>;
  /** resolves when the server ends the stream */
  ended: Promise<void>;
  close(): void;
}

function parseBlock(block: string): StreamMessage[] {
  const messages: StreamMessage[] = [];
  const event: StreamMessage = { event: 'message' };
  let hasField = false;
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) {
      messages.push({ event: 'comment', comment: line.slice(1).trim() });
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event.event = value;
    else if (field === 'id') event.id = value;
    else if (field === 'data') event.data = event.data === undefined ? value : `${event.data}\n${value}`;
    else continue;
    hasField = true;
  }
  if (hasField && event.data !== undefined) messages.push(event);
  return messages;
}

/**
 * Opens `url` as an event stream. Resolves once the response headers are in; the first message
 * the server sends (its opening comment) can then be awaited with `next()`.
 */
export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const queue: StreamMessage[] = [];
  const waiters = new Set<() => void>();
  let finished = false;
  let failure: unknown;
  const wake = () => {
    for (const waiter of [...waiters]) waiter();
  };

  const ended = (async () => {
    if (!response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value.replace(/\r\n?/g, '\n');
        let split = buffer.indexOf('\n\n');
        while (split !== -1) {
          queue.push(...parseBlock(buffer.slice(0, split)));
          buffer = buffer.slice(split + 2);
          split = buffer.indexOf('\n\n');
        }
        wake();
      }
    } catch (error) {
      if (!controller.signal.aborted) failure = error;
    } finally {
      finished = true;
      wake();
    }
  })();

  return {
    response,
    ended,
    close: () => controller.abort(),
    next(accept = () => true, timeoutMs = 20_000) {
      return new Promise<StreamMessage>((resolve, reject) => {
        const check = () => {
          const index = queue.findIndex(accept);
          if (index !== -1) {
            const [message] = queue.splice(index, 1);
            done();
            resolve(message as StreamMessage);
          } else if (finished) {
            done();
            reject(failure ?? new Error('the event stream ended before the expected message'));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no matching event within ${timeoutMs} ms; queued: ${JSON.stringify(queue)}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
  };
}

/** The next `call` / `done` event's WaiterCall. */
export async function nextCallEvent(stream: EventStream, event: 'call' | 'done', timeoutMs?: number) {
  const message = await stream.next((m) => m.event === event, timeoutMs);
  return { id: message.id, call: JSON.parse(message.data ?? 'null') as Record<string, unknown> };
}
