/**
 * The calls of <yp-carrier-orders> (wire types in src/contract/freight.ts; SPEC §7 Logistics). Every list
 * has a GET export twin: the list path with `Export` appended.
 */
import { API } from '../../contract/api-paths';
import type { Page } from '../../contract/envelope';
import type {
  AssignVehicleRequest,
  CarrierOrder,
  CarrierOrderDetail,
  CarrierOrderLog,
  SettlementAdjustment,
  SettlementLine,
  VehicleAssignment,
} from '../../contract/freight';
import type { UploadedFile } from '../../contract/platform';
import { api } from '../../core';

const C = API.carrierOrderManagement;
const H = API.carrierOrderVehicleHistory;
const S = API.entrustSettle;

export const PATHS = {
  list: C.list,
  detail: C.detail,
  logs: C.logs,
  cancel: C.cancel,
  vehicleAudit: C.vehicleAudit,
  modifyVehicle: C.modifyVehicle,
  reachLoad: C.reachLoad,
  load: C.load,
  reachUnload: C.reachUnload,
  unload: C.unload,
  sign: C.sign,
  vehicleHistory: H.searchList,
  auditOrReject: H.auditOrReject,
  vehicleLogs: H.viewLogs,
  settlements: S.entrustSettlementListForWeb,
  settlementDetail: S.getSettlementDetail,
  exportSettlementDetail: S.exportSettlementDetail,
  upload: API.common.uploadFile,
} as const;

/**
 * Every read a carrier-order transition may change: a write of ours, or one pushed by the stream (the
 * other party's, or ours in another tab).
 */
export const CARRIER_ORDER_READS = [
  PATHS.list,
  PATHS.detail,
  PATHS.logs,
  PATHS.vehicleHistory,
  PATHS.vehicleLogs,
  PATHS.settlements,
  PATHS.settlementDetail,
] as const;

/** What the server answers each call with; the calls below and the fake backend are typed by it. */
export interface CarrierOrderResponses {
  [PATHS.list]: Page<CarrierOrder>;
  [PATHS.detail]: CarrierOrderDetail;
  [PATHS.logs]: CarrierOrderLog[];
  [PATHS.cancel]: CarrierOrder;
  [PATHS.vehicleAudit]: CarrierOrder;
  [PATHS.modifyVehicle]: CarrierOrder;
  [PATHS.reachLoad]: CarrierOrder;
  [PATHS.load]: CarrierOrder;
  [PATHS.reachUnload]: CarrierOrder;
  [PATHS.unload]: CarrierOrder;
  [PATHS.sign]: CarrierOrder;
  [PATHS.vehicleHistory]: Page<VehicleAssignment>;
  [PATHS.auditOrReject]: VehicleAssignment;
  [PATHS.vehicleLogs]: CarrierOrderLog[];
  [PATHS.settlements]: Page<SettlementLine>;
  [PATHS.settlementDetail]: SettlementLine;
}

type WritePath = Exclude<
  keyof CarrierOrderResponses,
  | typeof PATHS.list
  | typeof PATHS.detail
  | typeof PATHS.logs
  | typeof PATHS.vehicleHistory
  | typeof PATHS.vehicleLogs
  | typeof PATHS.settlements
  | typeof PATHS.settlementDetail
>;

const post = <P extends WritePath>(path: P, body: object) => api.post<CarrierOrderResponses[P]>(path, body);

/** The writes; the reads go through the query layer by path (PATHS.list …). */
export const carrierOrdersApi = {
  assignVehicle: (request: AssignVehicleRequest) => post(PATHS.modifyVehicle, request),
  auditVehicle: (id: string, approve: boolean, reason?: string) =>
    post(PATHS.vehicleAudit, { id, approve, reason }),
  auditHistory: (historyId: string, approve: boolean, reason?: string) =>
    post(PATHS.auditOrReject, { historyId, approve, reason }),
  reachLoad: (id: string) => post(PATHS.reachLoad, { id }),
  load: (id: string, ticketFileIds: string[]) => post(PATHS.load, { id, ticketFileIds }),
  reachUnload: (id: string) => post(PATHS.reachUnload, { id }),
  unload: (id: string, ticketFileIds: string[]) => post(PATHS.unload, { id, ticketFileIds }),
  sign: (id: string, adjustments: SettlementAdjustment[]) => post(PATHS.sign, { id, adjustments }),
  cancel: (id: string, reason: string) => post(PATHS.cancel, { id, reason }),
  upload: (file: File) => api.upload<UploadedFile>(PATHS.upload, file),
};
