import {
  DEMAND_STATUS_LABELS,
  VEHICLE_TYPE_LABELS,
  type AddressSnapshot,
  type DemandOrder,
  type EntrustAddress,
} from '../../../src/contract/freight';
import { yuanValue } from '../../../src/contract/money';
import type { ExportColumn } from '../../http/export';
import { shanghaiMinute } from '../ledger';
import { ENTRUST_EXPORT_LABELS as L } from './labels';

const minute = (at: string) => shanghaiMinute(Date.parse(at));
const city = (address: AddressSnapshot) => `${address.province}${address.city}${address.district}`;
const yuan = (fen: number | null) => (fen === null ? null : yuanValue(fen));
const c = L.demandColumns;

/** The demand lists' exports (searchList, searchQuoteHall, companyEntrustByCompanyId). */
export const DEMAND_COLUMNS: readonly ExportColumn<DemandOrder>[] = [
  { header: () => c.documentNo, value: (row) => row.documentNo, width: 22 },
  { header: () => c.status, value: (row) => DEMAND_STATUS_LABELS[row.status], width: 8 },
  { header: () => c.shipper, value: (row) => row.shipperCompanyName, width: 24 },
  { header: () => c.origin, value: (row) => `${city(row.origin)} ${row.origin.name}`, width: 28 },
  {
    header: () => c.destination,
    value: (row) => `${city(row.destination)} ${row.destination.name}`,
    width: 28,
  },
  { header: () => c.cargoName, value: (row) => row.cargoName, width: 16 },
  { header: () => c.pallets, value: (row) => row.pallets, width: 8 },
  { header: () => c.weightKg, value: (row) => row.weightKg, width: 10 },
  { header: () => c.vehicleType, value: (row) => VEHICLE_TYPE_LABELS[row.vehicleType], width: 14 },
  { header: () => c.loadFrom, value: (row) => minute(row.loadFrom), width: 18 },
  { header: () => c.loadTo, value: (row) => minute(row.loadTo), width: 18 },
  { header: () => c.expectedPrice, value: (row) => yuan(row.expectedPriceFen), width: 12 },
  { header: () => c.quoteDeadline, value: (row) => minute(row.quoteDeadline), width: 18 },
  { header: () => c.quoteCount, value: (row) => row.quoteCount, width: 8 },
  { header: () => c.agreedPrice, value: (row) => yuan(row.agreedPriceFen), width: 12 },
  { header: () => c.carrier, value: (row) => row.carrierCompanyName, width: 24 },
  { header: () => c.createdAt, value: (row) => minute(row.createdAt), width: 18 },
];

const a = L.addressColumns;

export const ADDRESS_COLUMNS: readonly ExportColumn<EntrustAddress>[] = [
  { header: () => a.name, value: (row) => row.name, width: 20 },
  { header: () => a.region, value: (row) => `${row.province}${row.city}${row.district}`, width: 20 },
  { header: () => a.detail, value: (row) => row.detail, width: 32 },
  { header: () => a.contact, value: (row) => row.contact, width: 10 },
  { header: () => a.phone, value: (row) => row.phone, width: 14 },
  { header: () => a.inUse, value: (row) => (row.inUse ? L.yes : L.no), width: 8 },
  { header: () => a.createdAt, value: (row) => minute(row.createdAt), width: 18 },
];
