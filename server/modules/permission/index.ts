/** The permission module's public API. Other modules import this module only from here. */
export { permissionModule } from './routes';
