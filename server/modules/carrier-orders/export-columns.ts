import {
  CARRIER_ORDER_STATUS_LABELS,
  VEHICLE_TYPE_LABELS,
  type CarrierOrder,
  type SettlementAdjustment,
  type SettlementLine,
} from '../../../src/contract/freight';
import { yuanValue } from '../../../src/contract/money';
import type { ExportColumn } from '../../http/export';
import { shanghaiMinute } from '../ledger';
import { CARRIER_EXPORT_LABELS } from './labels';

const { order: o, settlement: s } = CARRIER_EXPORT_LABELS;
const minute = (at: string) => shanghaiMinute(Date.parse(at));

export const ORDER_COLUMNS: readonly ExportColumn<CarrierOrder>[] = [
  { header: () => o.documentNo, value: (row) => row.documentNo, width: 22 },
  { header: () => o.demandOrderNo, value: (row) => row.demandOrderNo, width: 22 },
  { header: () => o.status, value: (row) => CARRIER_ORDER_STATUS_LABELS[row.status], width: 10 },
  { header: () => o.shipper, value: (row) => row.shipperCompanyName, width: 24 },
  { header: () => o.carrier, value: (row) => row.carrierCompanyName, width: 24 },
  { header: () => o.route, value: (row) => `${row.origin.city} → ${row.destination.city}`, width: 20 },
  { header: () => o.cargo, value: (row) => row.cargoName, width: 16 },
  { header: () => o.pallets, value: (row) => row.pallets, width: 8 },
  { header: () => o.vehicleType, value: (row) => VEHICLE_TYPE_LABELS[row.vehicleType], width: 14 },
  { header: () => o.plate, value: (row) => row.vehicle?.plateNumber ?? null, width: 12 },
  { header: () => o.driver, value: (row) => row.vehicle?.driverName ?? null, width: 10 },
  // Masked for the shipper, as on screen (toCarrierOrder).
  { header: () => o.driverPhone, value: (row) => row.vehicle?.driverPhone ?? null, width: 14 },
  { header: () => o.price, value: (row) => yuanValue(row.priceFen), width: 12 },
  { header: () => o.createdAt, value: (row) => minute(row.createdAt), width: 18 },
];

const lineColumns: readonly ExportColumn<SettlementLine>[] = [
  { header: () => s.carrierOrderNo, value: (row) => row.carrierOrderNo, width: 22 },
  { header: () => s.demandOrderNo, value: (row) => row.demandOrderNo, width: 22 },
  { header: () => s.shipper, value: (row) => row.shipperCompanyName, width: 24 },
  { header: () => s.carrier, value: (row) => row.carrierCompanyName, width: 24 },
  { header: () => s.price, value: (row) => yuanValue(row.priceFen), width: 12 },
];

/** The list's export: one row per settlement line. */
export const SETTLEMENT_COLUMNS: readonly ExportColumn<SettlementLine>[] = [
  ...lineColumns,
  {
    header: () => s.adjustment,
    value: (row) => yuanValue(row.adjustments.reduce((sum, line) => sum + line.amountFen, 0)),
    width: 12,
  },
  { header: () => s.total, value: (row) => yuanValue(row.totalFen), width: 14 },
  { header: () => s.completedAt, value: (row) => minute(row.completedAt), width: 18 },
];

/** One adjustment of a line (null: a line without adjustments still gets its row). */
export interface SettlementDetailRow {
  line: SettlementLine;
  adjustment: SettlementAdjustment | null;
}

/** exportSettlementDetail: one row per adjustment. */
export const SETTLEMENT_DETAIL_COLUMNS: readonly ExportColumn<SettlementDetailRow>[] = [
  ...lineColumns.map((column) => ({
    ...column,
    value: (row: SettlementDetailRow) => column.value(row.line),
  })),
  {
    header: () => s.reason,
    value: (row) => row.adjustment?.reason ?? CARRIER_EXPORT_LABELS.noAdjustment,
    width: 24,
  },
  {
    header: () => s.amount,
    value: (row) => (row.adjustment ? yuanValue(row.adjustment.amountFen) : 0),
    width: 14,
  },
  { header: () => s.total, value: (row) => yuanValue(row.line.totalFen), width: 14 },
  { header: () => s.completedAt, value: (row) => minute(row.line.completedAt), width: 18 },
];

export async function* settlementDetailRows(
  lines: AsyncIterable<SettlementLine>,
): AsyncGenerator<SettlementDetailRow> {
  for await (const line of lines) {
    if (line.adjustments.length === 0) yield { line, adjustment: null };
    for (const adjustment of line.adjustments) yield { line, adjustment };
  }
}
