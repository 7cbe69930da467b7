/**
 * The carrier-order module's public API (承运订单, issue 15: the model is the header of
 * src/contract/freight.ts): its routes. It builds on entrust (demand orders) through '../entrust' only.
 */
export { carrierOrdersModule } from './routes';
