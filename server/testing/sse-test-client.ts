/**
 * Test support: opens GET stream with fetch and reads its server-sent events one by one.
 *
 * There is no client-side close on purpose: aborting a fetch makes Node's fetch (undici) open a spare
 * connection that never sends a request, and such a connection holds up the server's close() until
 * Node's headers timeout. Tests end their streams from the server side (shutdown, session end).
 */

export interface ServerSentEvent {
  event: string;
  data: string;
}

export interface EventStreamClient {
  response: Response;
  /** The next event (comment lines such as heartbeats are skipped); null once the server ended the stream. */
  next(timeoutMs?: number): Promise<ServerSentEvent | null>;
  /** The next event's data, parsed, after checking its name. */
  nextData<T>(event: string, timeoutMs?: number): Promise<T>;
}

function parseBlock(block: string): ServerSentEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  return data.length > 0 ? { event, data: data.join('\n') } : null;
}

export async function openEventStreamClient(url: string): Promise<EventStreamClient> {
  const response = await fetch(url);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';

  const read = (timeoutMs: number) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no server-sent event within ${timeoutMs} ms`)), timeoutMs);
    });
    return Promise.race([reader.read(), timeout]).finally(() => clearTimeout(timer));
  };

  const client: EventStreamClient = {
    response,
    async next(timeoutMs = 5000) {
      for (;;) {
        const boundary = buffer.indexOf('\n\n');
        if (boundary >= 0) {
          const event = parseBlock(buffer.slice(0, boundary));
          buffer = buffer.slice(boundary + 2);
          if (event) return event;
          continue;
        }
        const { value, done } = await read(timeoutMs);
        if (done) return null;
        buffer += value;
      }
    },
    async nextData<T>(name: string, timeoutMs?: number) {
      const event = await client.next(timeoutMs);
      if (event?.event !== name) throw new Error(`expected a "${name}" event, got ${JSON.stringify(event)}`);
      return JSON.parse(event.data) as T;
    },
  };
  return client;
}
