/** The customers module's public API. Other modules import this module only from here. */
export { customersModule } from './routes';
