import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';

/** Names the cluster worker that answered (its number in the cluster, nothing about the machine). */
export const WORKER_HEADER = 'x-yp-worker';

/**
 * In a cluster worker (npm run start:cluster), every answer says which worker gave it: for operators
 * following a request, and for the cluster test. Set on the raw response, so event streams (which
 * write their own head) carry it too. A single-process server sends nothing.
 */
export function installWorkerHeader(app: FastifyInstance): void {
  if (!cluster.isWorker || !cluster.worker) return;
  const id = String(cluster.worker.id);
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.setHeader(WORKER_HEADER, id);
  });
}
