/**
 * The multi-node deployment of docs/deploy.md, on one machine: API nodes as `npm start` runs the server
 * (bundled, plain node), each with a DATA_DIR of its own, on one PostgreSQL database, behind HAProxy
 * started from the shipped deploy/haproxy.cfg with only its ports changed.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS, bundleServerEntries } from '../../../scripts/server-bundle.js';
import { freePort } from '../../e2e/support/server';
import { spawnFollowed, type FollowedProcess } from './followed-process';
import { REPO_ROOT } from './repo-root';

/** The header deploy/haproxy.cfg adds to every answer: the name of the node that gave it. */
export const NODE_HEADER = 'x-yp-node';

const READY = /Yelopack portal ready at/;

export interface ApiNode extends FollowedProcess {
  name: string;
  port: number;
}

/** Starts an API node on `port` (another start on the port of a stopped node is a restart). */
export async function startNode(name: string, port: number, env: Record<string, string>): Promise<ApiNode> {
  const [serverModule] = await bundleServerEntries(REPO_ROOT, ['main']);
  const dataDir = mkdtempSync(join(tmpdir(), `yp-${name}-`));
  const node = spawnFollowed(process.execPath, [...SERVER_NODE_FLAGS, serverModule as string], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  void node.exited.then(() => rmSync(dataDir, { recursive: true, force: true }));
  await node.waitForLine(READY);
  return { ...node, name, port };
}

export interface Proxy extends FollowedProcess {
  baseUrl: string;
  /** Waits until HAProxy has seen `node` go down or up (its health checks). */
  waitForNode(node: string, state: 'UP' | 'DOWN', fromLine: number): Promise<void>;
}

/** deploy/haproxy.cfg with the frontend on `port` and its servers on the given nodes, in order. */
export function proxyConfig(port: number, nodes: readonly { name: string; port: number }[]): string {
  const shipped = readFileSync(join(REPO_ROOT, 'deploy/haproxy.cfg'), 'utf8');
  const servers = nodes.map((n) => `    server ${n.name} 127.0.0.1:${n.port} check`).join('\n');
  const config = shipped
    .replace(/^ {4}bind :80$/m, `    bind 127.0.0.1:${port}`)
    .replace(/(^ {4}server .*\n?)+/m, `${servers}\n`);
  if (!config.includes(`bind 127.0.0.1:${port}`) || !config.includes(servers))
    throw new Error('deploy/haproxy.cfg no longer has the bind and server lines this test rewrites');
  return config;
}

/** HAProxy in the foreground (-db) in front of `nodes`, with the shipped configuration. */
export async function startProxy(nodes: readonly { name: string; port: number }[]): Promise<Proxy> {
  const port = await freePort();
  const folder = mkdtempSync(join(tmpdir(), 'yp-haproxy-'));
  const configFile = join(folder, 'haproxy.cfg');
  writeFileSync(configFile, proxyConfig(port, nodes));
  const proxy = spawnFollowed('haproxy', ['-db', '-f', configFile], {});
  void proxy.exited.then(() => rmSync(folder, { recursive: true, force: true }));
  const baseUrl = `http://127.0.0.1:${port}`;
  // Ready once answers through it have come from every node.
  const unseen = new Set(nodes.map((n) => n.name));
  const deadline = Date.now() + 30_000;
  while (unseen.size > 0) {
    if (Date.now() > deadline)
      throw new Error(`HAProxy never reached ${[...unseen]}:\n${proxy.lines.join('\n')}`);
    const answer = await fetch(`${baseUrl}/api/health`).catch(() => null);
    unseen.delete(answer?.headers.get(NODE_HEADER) ?? '');
    if (!answer) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    ...proxy,
    baseUrl,
    async waitForNode(node, state, fromLine) {
      await proxy.waitForLine(new RegExp(`Server portal_nodes/${node} is ${state}`), fromLine, 30_000);
    },
  };
}
