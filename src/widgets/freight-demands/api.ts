/** The freight calls of <yp-freight-demands> (wire types in src/contract/freight.ts); reads go by path. */
import type { VerificationCodeSent } from '../../contract/auth';
import { API } from '../../contract/api-paths';
import type {
  BlacklistInput,
  CancelRequest,
  CarrierOrder,
  ChooseQuoteRequest,
  DemandOrder,
  DemandOrderInput,
  EntrustAddress,
  EntrustAddressInput,
  Evaluation,
  EvaluationInput,
  Quote,
  QuoteInput,
  RepublishRequest,
  SignDemandRequest,
} from '../../contract/freight';
import { api } from '../../core';
import { invalidateApiPaths } from '../query';

const D = API.entrustDemandOrder;

export const DEMAND_LIST_CALL = D.searchList;
export const QUOTE_HALL_CALL = D.searchQuoteHall;
export const DEMAND_DETAIL_CALL = D.detail;
export const CONTRACT_PREVIEW_CALL = D.contractPreview;
export const ADDRESS_LIST_CALL = API.entrustAddress.list;
export const BLACKLIST_CALL = API.entrustBlackList.list;
export const EVALUATION_CALL = API.entrustEvaluation.evaluateDetail;
/** GET ?id=…: the signed freight contract (PDF). */
export const CONTRACT_DOWNLOAD_PATH = D.downloadContract;

/** What a demand order's write changes: both lists (a carrier's quote hall on the same page) and the detail. */
export const DEMAND_READS = [DEMAND_LIST_CALL, QUOTE_HALL_CALL, DEMAND_DETAIL_CALL] as const;
/** Signing also creates a carrier order (another widget's lists). */
export const SIGN_READS = [...DEMAND_READS, API.carrierOrderManagement.list] as const;
export const ADDRESS_READS = [ADDRESS_LIST_CALL, API.entrustAddress.detail] as const;
/** A blacklisted carrier's quotes leave the shipper's detail. */
export const BLACKLIST_READS = [BLACKLIST_CALL, API.entrustBlackList.carriers, DEMAND_DETAIL_CALL] as const;

/**
 * A refused write on a demand order often means it moved on meanwhile (状态已变化: another user chose
 * a quote first): the order is read again, so the view shows where it now stands beside the toast.
 */
async function refreshedOnRefusal<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    void invalidateApiPaths(DEMAND_READS);
    throw error;
  }
}

export const demandsApi = {
  save: (input: DemandOrderInput) => api.post<DemandOrder>(D.save, input),
  republish: (request: RepublishRequest) => api.post<DemandOrder>(D.republish, request),
  cancel: (request: CancelRequest) => api.post<DemandOrder>(D.cancel, request),
  chooseQuote: (request: ChooseQuoteRequest) =>
    refreshedOnRefusal(api.post<DemandOrder>(D.chooseQuote, request)),
  /** Sends the signing code (scene 'sign') to the signer's bound mobile. */
  sendCode: (id: string) => api.post<VerificationCodeSent>(D.verifyCode, { id }),
  sign: (request: SignDemandRequest) => refreshedOnRefusal(api.post<CarrierOrder>(D.sign, request)),
  quote: (input: QuoteInput) => api.post<Quote>(API.carrierOrderManagement.signUp, input),
  evaluate: (input: EvaluationInput) => api.post<Evaluation>(API.entrustEvaluation.evaluate, input),
  blacklist: (input: BlacklistInput) => api.post<unknown>(API.entrustBlackList.add, input),
  unblacklist: (carrierCompanyId: string) =>
    api.post<unknown>(API.entrustBlackList.remove, { carrierCompanyId }),
  saveAddress: (input: EntrustAddressInput) => api.post<EntrustAddress>(API.entrustAddress.save, input),
  /** Refused by the server (its message is toasted) while a demand order that is not final uses it. */
  removeAddress: (id: string) => api.post<unknown>(API.entrustAddress.delete, { id }),
};
