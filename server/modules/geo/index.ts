/** The geo module's public API. Other modules import this module only from here. */
export { geoModule } from './routes';
