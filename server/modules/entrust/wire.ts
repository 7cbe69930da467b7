import { Type } from '@sinclair/typebox';
import {
  DEMAND_STATUS_LABELS,
  QUOTE_STATUS_LABELS,
  VEHICLE_TYPE_LABELS,
  type AddressSnapshot,
  type BlacklistEntry,
  type CarrierCompany,
  type DemandOrder,
  type DemandOrderDetail,
  type EntrustAddress,
  type Evaluation,
  type FreightContractPreview,
  type Quote,
} from '../../../src/contract/freight';
import { Instant, Int, Nullable, OneOfKeys, wire } from '../../http/wire/schema';

/** Response schemas of src/contract/freight.ts (the demand side). */

const addressFields = {
  name: Type.String({ description: '地址名称' }),
  province: Type.String(),
  city: Type.String(),
  district: Type.String(),
  detail: Type.String({ description: '详细地址' }),
  contact: Type.String({ description: '联系人' }),
  phone: Type.String({ description: '联系电话' }),
};

export const AddressSnapshotSchema = wire<AddressSnapshot>()(
  Type.Object({ addressId: Type.String(), ...addressFields }),
);

export const EntrustAddressSchema = wire<EntrustAddress>()(
  Type.Object({
    id: Type.String(),
    ...addressFields,
    inUse: Type.Boolean({ description: '被未完结的托运需求单使用（不能删除）' }),
    createdAt: Instant(),
  }),
);

export const QuoteSchema = wire<Quote>()(
  Type.Object({
    id: Type.String(),
    demandOrderId: Type.String(),
    carrierCompanyId: Type.String(),
    carrierCompanyName: Type.String(),
    priceFen: Int(),
    remark: Type.String(),
    status: OneOfKeys(QUOTE_STATUS_LABELS),
    carrierStars: Nullable(Type.Number({ description: '承运方平均评价星级，无评价为 null' })),
    createdAt: Instant(),
  }),
);

const demandFields = {
  id: Type.String(),
  documentNo: Type.String({ description: '需求单号' }),
  status: OneOfKeys(DEMAND_STATUS_LABELS),
  shipperCompanyId: Type.String(),
  shipperCompanyName: Type.String(),
  origin: AddressSnapshotSchema,
  destination: AddressSnapshotSchema,
  cargoName: Type.String(),
  pallets: Int(),
  weightKg: Int(),
  vehicleType: OneOfKeys(VEHICLE_TYPE_LABELS),
  loadFrom: Instant(),
  loadTo: Instant(),
  expectedPriceFen: Nullable(Int()),
  quoteDeadline: Instant(),
  remark: Type.String(),
  quoteCount: Int(),
  agreedPriceFen: Nullable(Int()),
  carrierCompanyName: Nullable(Type.String()),
  carrierOrderId: Nullable(Type.String()),
  cancelReason: Nullable(Type.String()),
  createdAt: Instant(),
  updatedAt: Instant(),
  // 货源大厅: the carrier's own quote on the order (null before it quotes); absent on the shipper's lists.
  myQuote: Type.Optional(Nullable(QuoteSchema)),
};

export const DemandOrderSchema = wire<DemandOrder>()(Type.Object(demandFields));

export const DemandOrderDetailSchema = wire<DemandOrderDetail>()(
  Type.Object({
    ...demandFields,
    quotes: Type.Array(QuoteSchema, { description: '托运方可见全部报价；承运方只见本企业的报价' }),
    contractSignedAt: Nullable(Instant()),
  }),
);

export const FreightContractPreviewSchema = wire<FreightContractPreview>()(
  Type.Object({
    demandOrderId: Type.String(),
    title: Type.String(),
    shipperCompanyName: Type.String(),
    carrierCompanyName: Type.String(),
    priceFen: Int(),
    clauses: Type.Array(Type.String()),
  }),
);

export const EvaluationSchema = wire<Evaluation>()(
  Type.Object({
    id: Type.String(),
    carrierOrderId: Type.String(),
    stars: Int(),
    content: Type.String(),
    evaluatorName: Type.String(),
    createdAt: Instant(),
  }),
);

export const BlacklistEntrySchema = wire<BlacklistEntry>()(
  Type.Object({
    carrierCompanyId: Type.String(),
    carrierCompanyName: Type.String(),
    reason: Type.String(),
    createdAt: Instant(),
  }),
);

export const CarrierCompanySchema = wire<CarrierCompany>()(
  Type.Object({ companyId: Type.String(), companyName: Type.String(), blacklisted: Type.Boolean() }),
);
