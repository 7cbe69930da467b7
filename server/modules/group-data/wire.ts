import { Type } from '@sinclair/typebox';
import type { MovementRow, ReportStockRow, StockInfoRow } from '../../../src/contract/reports';
import { LEDGER_KIND_DOCUMENT, LEDGER_KIND_LABELS, type DocumentType } from '../../../src/contract/stock';
import { Instant, Int, OneOf, OneOfKeys, wire } from '../../http/wire/schema';

/** Response schemas of the group and downstream lists (src/contract/reports.ts). */

const DOCUMENT_TYPES: readonly DocumentType[] = [...new Set(Object.values(LEDGER_KIND_DOCUMENT))];

const company = () => ({ companyId: Type.String(), companyName: Type.String() });
const tray = () => ({ trayTypeCode: Type.String(), trayTypeName: Type.String() });
const counts = () => ({ onHand: Int(), available: Int(), inTransit: Int(), awaitingSignature: Int() });

export const MovementRowSchema = wire<MovementRow>()(
  Type.Object({
    ...company(),
    id: Type.String(),
    createdAt: Instant(),
    kind: OneOfKeys(LEDGER_KIND_LABELS),
    documentType: OneOf(DOCUMENT_TYPES),
    documentId: Type.String(),
    documentNo: Type.String(),
    warehouseId: Type.String(),
    warehouseName: Type.String(),
    ...tray(),
    ownerCompanyName: Type.String(),
    quantity: Int(),
    delta: Int(),
  }),
);

export const ReportStockRowSchema = wire<ReportStockRow>()(
  Type.Object({
    ...company(),
    warehouseId: Type.String(),
    warehouseName: Type.String(),
    province: Type.String(),
    city: Type.String(),
    ...tray(),
    ownerCompanyId: Type.String(),
    ownerCompanyName: Type.String(),
    ...counts(),
    updatedAt: Instant(),
  }),
);

export const StockInfoRowSchema = wire<StockInfoRow>()(
  Type.Object({ ...company(), ...tray(), ...counts(), atDownstream: Int(), warehouses: Int() }),
);
