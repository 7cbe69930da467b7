import type { Transaction } from 'kysely';
import { TICKET_PHOTOS_MAX, type CarrierOrderDetail, type TicketKind } from '../../../src/contract/freight';
import type { Session } from '../../auth/sessions';
import { newId } from '../../db/ids';
import type { Database, DbOrTrx } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { fieldError } from '../../http/envelope';
import { carrierOrderDetail } from './detail';
import { CARRIER_LABELS } from './labels';
import { orderOf, type CarrierOrderRow } from './order-row';
import { carrierDb } from './tables';
import { actorOf, admitAction, moveCarrierOrder } from './transition';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];
const FIELD = 'ticketFileIds';

/**
 * The photos of a load or unload: 1–TICKET_PHOTOS_MAX distinct files uploaded through common/uploadFile
 * by the caller's company, png or jpeg (2003 naming ticketFileIds otherwise).
 */
async function ticketUploads(db: DbOrTrx, companyId: string, fileIds: readonly string[]) {
  if (fileIds.length < 1 || fileIds.length > TICKET_PHOTOS_MAX)
    throw fieldError(FIELD, CARRIER_LABELS.ticketsCount);
  if (new Set(fileIds).size !== fileIds.length) throw fieldError(FIELD, CARRIER_LABELS.ticketsRepeated);
  const uploads = await db
    .selectFrom('uploads')
    .selectAll()
    .where('id', 'in', fileIds)
    .where('company_id', '=', companyId)
    .execute();
  if (uploads.length !== fileIds.length) throw fieldError(FIELD, CARRIER_LABELS.ticketNotFound);
  if (uploads.some((upload) => !IMAGE_TYPES.includes(upload.content_type)))
    throw fieldError(FIELD, CARRIER_LABELS.ticketNotImage);
  return uploads;
}

type Upload = Awaited<ReturnType<typeof ticketUploads>>[number];

/** Stores the tickets; each also becomes an upload row of the shipper's company (the same stored file). */
async function attachTickets(
  trx: Transaction<Database>,
  order: CarrierOrderRow,
  kind: TicketKind,
  uploads: readonly Upload[],
  now: number,
): Promise<void> {
  for (const upload of uploads) {
    const shipperFileId = newId();
    await trx
      .insertInto('uploads')
      .values({ ...upload, id: shipperFileId, company_id: order.shipper_company_id, created_at: now })
      .execute();
    await carrierDb(trx)
      .insertInto('carrier_order_tickets')
      .values({
        carrier_order_id: order.id,
        file_id: upload.id,
        shipper_file_id: shipperFileId,
        kind,
        uploaded_at: now,
      })
      .execute();
  }
}

/** carrierOrderManagement/load (到达装货地 → 已装货) and /unload (到达卸货地 → 已卸货), with their photos. */
export async function recordTickets(
  deps: AppDeps,
  session: Session,
  action: 'load' | 'unload',
  request: { id: string; ticketFileIds: string[] },
): Promise<CarrierOrderDetail> {
  const order = await orderOf(deps.db, session.companyId, request.id);
  await admitAction(deps, session, order, action);
  const uploads = await ticketUploads(deps.db, session.companyId, request.ticketFileIds);
  const kind: TicketKind = action === 'load' ? 'loading' : 'unloading';
  await moveCarrierOrder(deps, actorOf(session), order, {
    action,
    remark: `${uploads.length} 张照片`,
    within: (trx, _order, now) => attachTickets(trx, order, kind, uploads, now),
  });
  return carrierOrderDetail(deps.db, session.companyId, order.id);
}
