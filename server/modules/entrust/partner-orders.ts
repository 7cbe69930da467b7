import type { DemandOrder } from '../../../src/contract/freight';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import { everyRow } from '../../http/paged-list';
import { pageOf } from '../ledger';
import { demandRows, toDemandOrder } from './demand-row';
import { ENTRUST_LABELS } from './labels';

/**
 * yeloflex/entrustDemandOrder/companyEntrustByCompanyId: the demand orders between the caller and one
 * partner company, either side shipping and the other carrying (chosen or later), oldest first. A company
 * with none of them with the caller is 往来企业不存在, like an unknown one: nothing about it is revealed.
 */
export async function* partnerOrders(
  db: DbOrTrx,
  companyId: string,
  partnerId: string,
  now: number,
): AsyncGenerator<DemandOrder> {
  const between = () =>
    demandRows(db).where((eb) =>
      eb.or([
        eb.and([eb('d.company_id', '=', companyId), eb('d.carrier_company_id', '=', partnerId)]),
        eb.and([eb('d.company_id', '=', partnerId), eb('d.carrier_company_id', '=', companyId)]),
      ]),
    );
  const any = await between().limit(1).executeTakeFirst();
  if (!any || partnerId === companyId) throw businessError(ENTRUST_LABELS.partnerNotFound);
  yield* everyRow(async (paging) => {
    const rows = await between()
      .orderBy('d.created_at')
      .orderBy('d.id')
      .limit(paging.pageSize)
      .offset((paging.pageNum - 1) * paging.pageSize)
      .execute();
    return pageOf(
      rows.map((row) => toDemandOrder(row, now, companyId)),
      rows.length,
      paging,
    );
  });
}
