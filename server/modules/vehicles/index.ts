/**
 * The vehicles module's public API: vehicle positions and GPS tracks of waybills, and their demo tracks.
 * Other modules import this module only from here.
 */
export { vehiclesModule } from './routes';
