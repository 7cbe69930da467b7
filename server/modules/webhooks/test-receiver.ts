import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface TestReceiver {
  /** http://127.0.0.1:<port>/hook */
  url: string;
  /** Every request answered (or held), in order. */
  received: Received[];
  /** What the next requests are answered: a status, or 'hang' (never answered). */
  answer: number | 'hang';
  /** Milliseconds before answering. */
  delayMs: number;
  /** Stops listening (connections refused) until up(). */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

/** A local HTTP endpoint for the webhook tests: records what it is sent and answers as told. */
export async function startReceiver(): Promise<TestReceiver> {
  let server: Server;
  let port = 0;
  const receiver: TestReceiver = {
    url: '',
    received: [],
    answer: 200,
    delayMs: 0,
    down: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    up: async () => {
      server = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          receiver.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
          const { answer } = receiver;
          if (answer === 'hang') return;
          setTimeout(() => response.writeHead(answer).end(`{"answered":${answer}}`), receiver.delayMs);
        });
      });
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
      receiver.url = `http://127.0.0.1:${port}/hook`;
    },
    close: () => receiver.down(),
  };
  await receiver.up();
  return receiver;
}
