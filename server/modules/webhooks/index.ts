/**
 * The webhooks module's public API (src/contract/webhooks.ts): its routes, the outbox write other modules
 * call inside their business transactions, and the delivery worker every API node runs. Other modules
 * import this module only from here.
 */
export { webhooksModule } from './routes';
export { recordWebhookEvent } from './record';
export { DEFAULT_WORKER, startWebhookWorker, type WebhookWorker, type WorkerOptions } from './worker';
