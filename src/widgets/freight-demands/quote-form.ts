/** The quote dialog's rules (a price within DEMAND_LIMITS, a short remark) and its request. */
import { DEMAND_LIMITS, type QuoteInput } from '../../contract/freight';
import { fenOfYuanText } from './form-values';
import { hallLabels } from './labels';

export interface QuoteFormState {
  /** Yuan as typed. */
  price: string;
  remark: string;
}

export function validateQuote(values: QuoteFormState): Partial<Record<keyof QuoteFormState, string>> {
  const fen = fenOfYuanText(values.price);
  return {
    ...((fen === null || fen < 1 || fen > DEMAND_LIMITS.priceFenMax) && {
      price: hallLabels.errors.price(DEMAND_LIMITS.priceFenMax / 100),
    }),
    ...(values.remark.trim().length > DEMAND_LIMITS.remarkMax && {
      remark: hallLabels.errors.tooLong(DEMAND_LIMITS.remarkMax),
    }),
  };
}

export function toQuoteInput(values: QuoteFormState, demandOrderId: string, requestId: string): QuoteInput {
  const remark = values.remark.trim();
  return { requestId, demandOrderId, priceFen: fenOfYuanText(values.price)!, ...(remark && { remark }) };
}
