import type { FastifyReply } from 'fastify';

export interface EventStreamOptions {
  /** A comment line is written this often, so proxies and browsers keep an idle stream open. */
  heartbeatMs: number;
  /** Checked at each heartbeat; false ends the stream (e.g. the session behind it has ended). */
  stillValid?: () => Promise<boolean>;
  /** The stream ends when this aborts (server shutdown), so closing the server never waits on it. */
  endOn: AbortSignal;
}

export interface EventStream {
  /** Writes one server-sent event; ignored once the stream has closed. */
  send(event: string, data: unknown): void;
  /** Aborted when the stream closes, whoever closed it. */
  readonly closed: AbortSignal;
  end(): void;
}

/**
 * Turns the reply into a text/event-stream response. The reply is hijacked (Fastify's onSend hooks do
 * not run), so the headers a stream needs are written here.
 */
export function openEventStream(
  reply: FastifyReply,
  { heartbeatMs, stillValid, endOn }: EventStreamOptions,
): EventStream {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    // Never stored (the events are a session's); no-transform: a proxy that compresses responses would
    // hold events back to fill its buffers.
    'cache-control': 'no-store, no-transform',
    // Reverse proxies (nginx) must pass each event on at once instead of buffering the response.
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    'trace-id': reply.request.id,
  });
  // Sent now, not with the first event: a stream that has nothing to say yet is still open for the client.
  response.flushHeaders();

  const closed = new AbortController();
  const heartbeat = setInterval(() => void beat(), heartbeatMs);
  const finish = () => {
    if (closed.signal.aborted) return;
    closed.abort();
    clearInterval(heartbeat);
    endOn.removeEventListener('abort', end);
  };
  function end() {
    finish();
    response.end();
  }
  async function beat() {
    try {
      if (stillValid && !(await stillValid())) return end();
      if (!closed.signal.aborted) response.write(': heartbeat\n\n');
    } catch (error) {
      reply.log.warn({ err: error }, 'event stream heartbeat failed');
      end();
    }
  }
  response.on('close', finish);
  endOn.addEventListener('abort', end, { once: true });
  if (endOn.aborted) end();

  return {
    closed: closed.signal,
    end,
    send(event, data) {
      // JSON.stringify writes no line breaks, so the payload is exactly one data line.
      if (!closed.signal.aborted) response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
  };
}
