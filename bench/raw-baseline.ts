/**
 * The raw-SQL baseline of issue 16 (item 4): the least a server must do to answer the stock list, the
 * stock summary and the transfer list — node:http, the database driver, one indexed token lookup and the
 * page queries the product runs (bench/raw-queries.ts), nothing else. bench/raw-ratio.ts measures the
 * product against it. Prints `READY <url>` once listening; closes on SIGTERM.
 *
 *   node --import tsx bench/raw-baseline.ts --db sqlite --dir <DATA_DIR>   (usually started by raw-ratio.ts)
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { rawDatabase } from './raw-database';
import { RAW_CALLS, type RawCall } from './raw-queries';
import { parseTarget } from './target';

const { target } = parseTarget(process.argv.slice(2));
const database = rawDatabase(target);
const calls = new Map<string, RawCall>(RAW_CALLS.map((call) => [call.path, call]));

const OK = '操作成功';
const TOKEN_INVALID = { errcode: 4003, errmsg: '登录信息无效，请重新登录', data: null };

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

function answer(response: ServerResponse, envelope: object): void {
  const body = JSON.stringify(envelope);
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}

/** The session's company, by the sha256 of the bearer token: one primary-key lookup. */
async function companyOf(token: string | string[] | undefined): Promise<string | undefined> {
  if (typeof token !== 'string' || !token) return undefined;
  const hash = createHash('sha256').update(token).digest('hex');
  const [session] = await database.query<{
    company_id: string;
    expires_at: number;
    ended_reason: string | null;
  }>(database.sessionLookup, [hash]);
  if (!session || session.ended_reason !== null || session.expires_at <= Date.now()) return undefined;
  return session.company_id;
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const body = await readBody(request);
  // The bench's readiness probe (bench/load-run.ts drained) asks the version file.
  if (request.url === '/static/version.json') return answer(response, { version: 'raw' });
  const call = request.method === 'POST' ? calls.get(request.url ?? '') : undefined;
  if (!call) {
    response.writeHead(404).end();
    return;
  }
  const companyId = await companyOf(request.headers.token);
  if (!companyId) return answer(response, TOKEN_INVALID);
  const data = await call.answer(
    database,
    companyId,
    JSON.parse(body || '{}') as Record<string, unknown>,
    Date.now(),
  );
  answer(response, { errcode: 0, errmsg: OK, data });
}

const server = createServer((request, response) => {
  handle(request, response).catch((error: unknown) => {
    console.error(error);
    if (!response.headersSent) answer(response, { errcode: 5000, errmsg: String(error), data: null });
  });
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(`READY http://127.0.0.1:${address.port}`);
});
// Requests autocannon left queued may still be running: the pool is not ended under them. The baseline
// only reads, so there is nothing to flush.
process.once('SIGTERM', () => process.exit(0));
