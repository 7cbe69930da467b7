/** The auth module's public API. Other modules import this module only from here. */
export { authModule } from './routes';
