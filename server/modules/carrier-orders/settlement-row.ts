import type { SettlementAdjustment, SettlementLine } from '../../../src/contract/freight';
import { iso } from '../ledger';
import type { CarrierOrderRow } from './order-row';
import type { EntrustSettlementLinesTable } from './tables';

type OrderNames = Pick<
  CarrierOrderRow,
  'document_no' | 'demand_order_no' | 'shipper_company_name' | 'carrier_company_name'
>;

export const toSettlementLine = (line: EntrustSettlementLinesTable, order: OrderNames): SettlementLine => ({
  id: line.id,
  carrierOrderId: line.carrier_order_id,
  carrierOrderNo: order.document_no,
  demandOrderNo: order.demand_order_no,
  shipperCompanyName: order.shipper_company_name,
  carrierCompanyName: order.carrier_company_name,
  priceFen: Number(line.price_fen),
  adjustments: JSON.parse(line.adjustments) as SettlementAdjustment[],
  totalFen: Number(line.total_fen),
  completedAt: iso(Number(line.completed_at)),
});
