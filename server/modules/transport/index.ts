/**
 * The transport module's public API: waybills (sale outbound), client stock-in and their demo seed. Other
 * modules import this module only from here.
 */
export { transportModule } from './routes';
export { createCustomerStockIn } from './inbound/service';
export { transportDb } from './tables';
export { CreateWaybillBody } from './waybill/request';
export {
  arriveWaybill,
  batchConfirmArrival,
  createWaybill,
  deleteWaybill,
  departWaybill,
} from './waybill/service';
export { waybillOpenCounters } from './open-counters';
