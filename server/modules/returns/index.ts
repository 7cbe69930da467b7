/**
 * The returns module's public API: tray returns to platform depots (door pickups, self returns, transport
 * records), their demo data and what their open returns reserve in the ledger's counters. Other modules
 * import this module only from here.
 */
export { returnOpenCounters } from './open-counters';
export { returnsModule } from './routes';
export { bookDoorPickup } from './customer-service';
export { BookDoorPickupBody } from './schemas';
