/**
 * The common module's public API: uploads and business configuration. Other modules import this module
 * only from here.
 */
export { commonModule } from './routes';
export { fileUrl } from './uploads';
