/**
 * The permission module's public API: menus and permission codes. Other modules import this module only
 * from here.
 */
export { permissionModule } from './routes';
