import { formatYuan } from '../../../src/contract/money';
import { sendMessage } from '../messages';
import type { EntrustDeps } from './deps';
import { ENTRUST_MESSAGES as M } from './labels';
import type { DemandOrdersTable } from './tables';

type Notice = 'won' | 'lost' | 'cancelled';
type Order = Pick<DemandOrdersTable, 'document_no' | 'agreed_price_fen' | 'cancel_reason'> & {
  shipper_name: string;
};

/** A function, not a record of texts: read when called, in the language in force then. */
const titleOf = (notice: Notice): string =>
  notice === 'won' ? M.wonTitle : notice === 'lost' ? M.lostTitle : M.cancelledTitle;

function content(notice: Notice, order: Order): string {
  if (notice === 'won')
    return M.won(order.document_no, order.shipper_name, formatYuan(Number(order.agreed_price_fen)));
  if (notice === 'lost') return M.lost(order.document_no, order.shipper_name);
  return M.cancelled(order.document_no, order.shipper_name, order.cancel_reason ?? '');
}

/**
 * Tells every account of each carrier company what became of its quote (消息中心, business). Sent after
 * the transaction that decided it has committed: a message never announces a rolled-back choice.
 */
export async function tellCarriers(
  deps: EntrustDeps,
  carrierCompanyIds: readonly string[],
  notice: Notice,
  order: Order,
): Promise<void> {
  for (const companyId of new Set(carrierCompanyIds)) {
    await sendMessage(deps, {
      companyId,
      type: 'business',
      texts: () => ({ title: titleOf(notice), content: content(notice, order) }),
    });
  }
}
