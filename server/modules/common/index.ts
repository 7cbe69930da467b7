/** The common module's public API. Other modules import this module only from here. */
export { commonModule } from './routes';
