/** The vehicles module's public API. Other modules import this module only from here. */
export { vehiclesModule } from './routes';
export { seedDemoTracks } from './seed';
