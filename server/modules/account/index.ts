/** The account module's public API: registration. Other modules import this module only from here. */
export { accountModule } from './routes';
