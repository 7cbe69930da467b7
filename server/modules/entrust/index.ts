/**
 * Freight entrustment, the demand side (托运需求单、报价、托运地址、黑名单、评价; the model is the header of
 * src/contract/freight.ts): its routes, and what carrier-orders needs to sign an order and follow it.
 * Other modules import this module only from here.
 */
export { entrustModule } from './routes';
/** Names of the freight states and vehicle types in both languages, for the carrier side's exports. */
export { ENTRUST_EXPORT_LABELS } from './labels';
export { demandForSigning, followCarrierOrder, markDemandSigned, type DemandForSigning } from './signing-api';
export { isCarrierCompany, submitQuote, chooseQuote } from './quotes';
export { saveDemandOrder } from './demand-save';
export { evaluate, evaluationOf } from './evaluations';
export type { EntrustDeps } from './deps';
export type { EntrustActor } from './demand-row';
