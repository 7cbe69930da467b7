import type { CarrierOrderDetail, SignDemandRequest } from '../../../src/contract/freight';
import { sha256 } from '../../auth/secrets';
import type { Session } from '../../auth/sessions';
import { verifyCode } from '../../auth/verification-codes';
import { newId } from '../../db/ids';
import type { AppDeps } from '../../deps';
import { AppError, businessError } from '../../http/envelope';
import { demandForSigning, markDemandSigned } from '../entrust';
import { inTransaction, nextNumber } from '../ledger';
import { carrierOrderDetail } from './detail';
import { CARRIER_LABELS } from './labels';
import { publishCarrierOrder } from './live';
import { carrierDb, type CarrierOrdersTable } from './tables';
import { actorOf, recordStatusChange, writeLog } from './transition';

/** Prefix of a carrier order's number (承运). */
const ORDER_NO_PREFIX = 'CY';

/**
 * yeloflex/entrustDemandOrder/sign: the shipper signs its chosen demand order with the SMS code of scene
 * 'sign' (single use, consumed by verifyCode), which creates the carrier order (createCarrierOrder). The
 * same request repeated (same order, same code) answers the carrier order it made; any other use of a
 * spent code is refused.
 */
export async function signDemandOrder(
  deps: AppDeps,
  session: Session,
  request: SignDemandRequest,
  ip: string,
): Promise<CarrierOrderDetail> {
  const codeHash = sha256(`${request.id}:${request.code}`);
  const signedBefore = async () => {
    const row = await carrierDb(deps.db)
      .selectFrom('carrier_orders')
      .select(['id', 'sign_code_hash'])
      .where('demand_order_id', '=', request.id)
      .where('shipper_company_id', '=', session.companyId)
      .executeTakeFirst();
    return row?.sign_code_hash === codeHash ? carrierOrderDetail(deps.db, session.companyId, row.id) : null;
  };
  const repeated = await signedBefore();
  if (repeated) return repeated;
  // Refuses another company's, an unknown or a not-chosen order before the code is spent on it.
  await demandForSigning(deps.db, session.companyId, request.id);
  if (!session.mobile) throw businessError(CARRIER_LABELS.mobileNotBound);
  try {
    await verifyCode(deps, { mobile: session.mobile, scene: 'sign', code: request.code, consume: true });
  } catch (error) {
    // A double click's second call finds the code spent by the first, which signed.
    const twin = error instanceof AppError ? await signedBefore() : null;
    if (twin) return twin;
    throw error;
  }

  return createCarrierOrder(deps, session, request.id, codeHash, ip);
}

/**
 * The signing itself, once the code was checked: in one transaction the carrier order (a snapshot of the
 * demand, 待派车), the demand order chosen → signed (entrust's compare-and-set: of two racing signs one
 * wins, the other is refused (状态已变化) and writes nothing) and the 'create' log; then both parties' streams are told.
 * `codeHash` identifies the signing request (a repeat of it answers this order).
 */
export async function createCarrierOrder(
  deps: Pick<AppDeps, 'db' | 'clock' | 'notifier'>,
  session: Session,
  demandOrderId: string,
  codeHash: string,
  ip: string,
): Promise<CarrierOrderDetail> {
  const now = deps.clock();
  const order = await inTransaction(deps.db, async (trx) => {
    const demand = await demandForSigning(trx, session.companyId, demandOrderId);
    const row: CarrierOrdersTable = {
      id: newId(),
      document_no: await nextNumber(trx, ORDER_NO_PREFIX, now),
      demand_order_id: demand.id,
      demand_order_no: demand.documentNo,
      quote_id: demand.quoteId,
      shipper_company_id: demand.shipperCompanyId,
      shipper_company_name: demand.shipperCompanyName,
      carrier_company_id: demand.carrierCompanyId,
      carrier_company_name: demand.carrierCompanyName,
      origin: JSON.stringify(demand.origin),
      destination: JSON.stringify(demand.destination),
      cargo_name: demand.cargoName,
      pallets: demand.pallets,
      weight_kg: demand.weightKg,
      vehicle_type: demand.vehicleType,
      load_from: Date.parse(demand.loadFrom),
      load_to: Date.parse(demand.loadTo),
      price_fen: demand.priceFen,
      status: 'waitDispatch',
      version: 1,
      cancel_reason: null,
      sign_code_hash: codeHash,
      signer_account_id: session.accountId,
      created_at: now,
      updated_at: now,
    };
    await carrierDb(trx).insertInto('carrier_orders').values(row).execute();
    const signed = {
      carrierOrderId: row.id,
      accountId: session.accountId,
      signerName: session.username,
      ip,
      signedAt: now,
    };
    if (!(await markDemandSigned(trx, demand.id, signed)))
      throw businessError(CARRIER_LABELS.demandStatusChanged);
    await writeLog(
      trx,
      row,
      actorOf(session),
      { action: 'create', from: null, to: 'waitDispatch', remark: '' },
      now,
    );
    await recordStatusChange(trx, row, null, row.status, now);
    return row;
  });
  await publishCarrierOrder(deps.notifier, order);
  return carrierOrderDetail(deps.db, session.companyId, order.id);
}
