import type {
  AddressSnapshot,
  CarrierOrderStatus,
  DemandStatus,
  VehicleType,
} from '../../../src/contract/freight';
import type { DbOrTrx } from '../../db/schema';
import { iso } from '../ledger';
import { ownDemand } from './demand-row';
import { moveDemand, statusChanged } from './states';

/** What carrier-orders copies of a chosen demand order when the shipper signs. */
export interface DemandForSigning {
  id: string;
  documentNo: string;
  shipperCompanyId: string;
  shipperCompanyName: string;
  carrierCompanyId: string;
  carrierCompanyName: string;
  quoteId: string;
  priceFen: number;
  origin: AddressSnapshot;
  destination: AddressSnapshot;
  cargoName: string;
  pallets: number;
  weightKg: number;
  vehicleType: VehicleType;
  loadFrom: string;
  loadTo: string;
}

/**
 * The shipper's demand order in status `chosen`, ready to sign. Another company's or an unknown id is
 * 托运需求单不存在; any other status is refused (状态已变化). The quote window no longer matters once chosen.
 */
export async function demandForSigning(
  db: DbOrTrx,
  shipperCompanyId: string,
  demandOrderId: string,
): Promise<DemandForSigning> {
  const row = await ownDemand(db, shipperCompanyId, demandOrderId);
  if (
    row.status !== 'chosen' ||
    row.carrier_company_id === null ||
    row.carrier_name === null ||
    row.chosen_quote_id === null ||
    row.agreed_price_fen === null
  )
    throw statusChanged();
  return {
    id: row.id,
    documentNo: row.document_no,
    shipperCompanyId: row.company_id,
    shipperCompanyName: row.shipper_name,
    carrierCompanyId: row.carrier_company_id,
    carrierCompanyName: row.carrier_name,
    quoteId: row.chosen_quote_id,
    priceFen: Number(row.agreed_price_fen),
    origin: JSON.parse(row.origin) as AddressSnapshot,
    destination: JSON.parse(row.destination) as AddressSnapshot,
    cargoName: row.cargo_name,
    pallets: Number(row.pallets),
    weightKg: Number(row.weight_kg),
    vehicleType: row.vehicle_type,
    loadFrom: iso(Number(row.load_from)),
    loadTo: iso(Number(row.load_to)),
  };
}

/**
 * chosen → signed inside the caller's transaction (compare-and-set): false when the order had moved
 * already (the caller rolls back or answers the existing result). Stores the signer and the carrier order.
 */
export function markDemandSigned(
  trx: DbOrTrx,
  demandOrderId: string,
  signed: { carrierOrderId: string; accountId: string; signerName: string; ip: string; signedAt: number },
): Promise<boolean> {
  return moveDemand(trx, {
    id: demandOrderId,
    from: ['chosen'],
    to: 'signed',
    now: signed.signedAt,
    set: {
      carrier_order_id: signed.carrierOrderId,
      signer_account_id: signed.accountId,
      signer_name: signed.signerName,
      signer_ip: signed.ip,
      signed_at: signed.signedAt,
    },
  });
}

/** How a demand order follows its carrier order's status: the move and the statuses it comes from. */
const FOLLOWS: Partial<Record<CarrierOrderStatus, { from: DemandStatus[]; to: DemandStatus }>> = {
  waitLoad: { from: ['signed'], to: 'executing' },
  completed: { from: ['executing'], to: 'completed' },
  cancelled: { from: ['signed', 'executing'], to: 'cancelled' },
};

/**
 * Moves the demand order after its carrier order, inside the caller's transaction: waitLoad → executing
 * (from signed), completed → completed (from executing), cancelled → cancelled (from signed or executing);
 * any other status, or an order already moved: nothing. Idempotent.
 */
export async function followCarrierOrder(
  trx: DbOrTrx,
  demandOrderId: string,
  status: CarrierOrderStatus,
  now: number,
): Promise<void> {
  const follow = FOLLOWS[status];
  if (follow) await moveDemand(trx, { id: demandOrderId, from: follow.from, to: follow.to, now });
}
