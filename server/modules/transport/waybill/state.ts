import type { WaybillStatus } from '../../../../src/contract/transport';
import { defineStateMachine, type DocumentKind } from '../../ledger';
import { TRANSPORT_LABELS, WAYBILL_STATUS_NAMES, WAYBILL_VERBS } from '../labels';

/**
 * Waybill: created (待出库) → inTransit (运输中, the TMS reports departure) → arrived (已到达, the TMS reports
 * arrival) → confirmed (已确认到货, the sender confirms); created → deleted (删除, only while waiting to leave).
 */
export const waybillStates = defineStateMachine<WaybillStatus>({
  created: ['inTransit', 'deleted'],
  inTransit: ['arrived'],
  arrived: ['confirmed'],
  confirmed: [],
  deleted: [],
});

export const waybillKind: DocumentKind<WaybillStatus> = {
  table: 'waybills',
  machine: waybillStates,
  documentName: () => TRANSPORT_LABELS.waybill,
  wording: { statuses: WAYBILL_STATUS_NAMES, verbs: WAYBILL_VERBS },
};
