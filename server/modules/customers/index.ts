/**
 * The customers module's public API: downstream clients (sale customers, overdue customers, client
 * detail). Other modules import this module only from here.
 */
export { customersModule } from './routes';
