/**
 * The auth module's public API: login, company switch, logout and password reset. Other modules import
 * this module only from here.
 */
export { authModule } from './routes';
