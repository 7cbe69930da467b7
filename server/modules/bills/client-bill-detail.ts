import type { ClientBillDetail, ClientBillDetailQuery } from '../../../src/contract/bills';
import type { Session } from '../../auth/sessions';
import type { DbOrTrx } from '../../db/schema';
import { fieldError } from '../../http/envelope';
import { liveClientBillDetail } from './client-bills';
import { frozenClientBillDetail } from './frozen-bills';
import { BILL_LABELS } from './labels';

/**
 * The bill a query names, as billDetail and both downloads read it: a frozen bill by `id` (its stored
 * lines) or a client's live bill by `clientCompanyId`. Exactly one of the two: neither or both is a 2003
 * (naming `id` when both are given, `clientCompanyId` when neither is).
 */
export async function clientBillDetail(
  db: DbOrTrx,
  session: Session,
  now: number,
  query: ClientBillDetailQuery,
): Promise<ClientBillDetail> {
  const ref = billRef(query);
  if ('id' in ref) return frozenClientBillDetail(db, session.companyId, ref.id);
  return liveClientBillDetail(db, session, now, ref.clientCompanyId);
}

/** The one bill a query names (see clientBillDetail), or the 2003 naming the field. */
export function billRef(query: ClientBillDetailQuery): { id: string } | { clientCompanyId: string } {
  if (query.id !== undefined && query.clientCompanyId !== undefined)
    throw fieldError('id', BILL_LABELS.billOrClient);
  if (query.id !== undefined) return { id: query.id };
  if (query.clientCompanyId === undefined) throw fieldError('clientCompanyId', BILL_LABELS.billOrClient);
  return { clientCompanyId: query.clientCompanyId };
}
