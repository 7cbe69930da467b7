/** The account module's public API. Other modules import this module only from here. */
export { accountModule } from './routes';
