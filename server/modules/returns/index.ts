/**
 * The returns module's public API: tray returns to platform depots (door pickups, self returns, transport
 * records), and their demo data. Other modules import this module only from here.
 */
export { returnsModule } from './routes';
