import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { VersionHolder } from '../deps';
import { apiNotFound } from './errors';

export interface StaticDirs {
  /** dist/portal: served at / with SPA fallback to index.html. */
  portal?: string;
  /** dist/embed: the embed script yelopack-embed.js and its chunks, at /embed/. */
  embed?: string;
  /** demo/: host pages showing the embed, at /demo/. */
  demo?: string;
}

/** A path whose last segment has no dot is a client-side route, not a missing file. */
const isClientRoute = (url: string): boolean => !(url.split('?')[0]?.split('/').pop() ?? '').includes('.');

export async function installStatic(
  app: FastifyInstance,
  dirs: StaticDirs,
  version: VersionHolder,
): Promise<void> {
  app.get('/static/version.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { version: version.get() };
  });

  const mounts: [string, string | undefined][] = [
    ['/', dirs.portal],
    ['/embed/', dirs.embed],
    ['/demo/', dirs.demo],
  ];
  for (const [prefix, root] of mounts) {
    if (!root || !existsSync(root)) continue;
    await app.register(fastifyStatic, {
      root: path.resolve(root),
      prefix,
      decorateReply: false,
      index: ['index.html'],
    });
  }

  const portalIndex = dirs.portal ? path.resolve(dirs.portal, 'index.html') : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.code(200).send(apiNotFound());
    if (request.method === 'GET' && portalIndex && existsSync(portalIndex) && isClientRoute(request.url)) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(await readFile(portalIndex));
    }
    return reply.code(404).send(apiNotFound());
  });
}
