/**
 * The geo module's public API: regions and place lookups. Other modules import this module only from here.
 */
export { geoModule } from './routes';
