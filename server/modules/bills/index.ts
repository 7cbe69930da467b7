/**
 * The bills module's public API: the rent engine (bill lines computed from the pallet ledger) and its
 * routes. Other modules import this module only from here.
 */
export { billsModule } from './routes';
export { termsOf } from './terms';
export { agedBeyond, arrivalsWithin } from './items/ages';
