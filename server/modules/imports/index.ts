/**
 * The bulk import module's public API: its routes and the node's runner (started and stopped by app.ts).
 * It writes documents only through the stock, transport and returns modules' own creates.
 */
export { importsModule } from './routes';
export { IMPORT_POLL_MS, importRunner } from './runner';
