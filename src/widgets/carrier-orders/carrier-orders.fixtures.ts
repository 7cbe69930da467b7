/**
 * The fake backend's rows: 成都蜀味食品 ships with 广州白云物流 as carrier, one order at every step (and one
 * cancelled), plus an order 成都蜀味 itself carries. Ticket photos are inline images (no download).
 */
import {
  CARRIER_ORDER_PROGRESS,
  carrierOrderActions,
  FREIGHT_CODES,
  type AddressSnapshot,
  type CarrierOrderDetail,
  type CarrierOrderLog,
  type CarrierOrderStatus,
  type FreightParty,
  type Ticket,
  type VehicleAssignment,
} from '../../contract/freight';

export const ALL_CARRIER_CODES: readonly string[] = Object.values(FREIGHT_CODES);

const SHIPPER = { id: 'c-shuwei', name: '成都蜀味食品有限公司' };
const CARRIER = { id: 'c-baiyun', name: '广州白云物流有限公司' };

const address = (
  addressId: string,
  name: string,
  province: string,
  city: string,
  district: string,
  detail: string,
): AddressSnapshot => ({
  addressId,
  name,
  province,
  city,
  district,
  detail,
  contact: '李经理',
  phone: '13912345678',
});

const ORIGIN = address('ad-1', '蜀味成品仓', '四川省', '成都市', '新都区', '物流大道 88 号');
const DESTINATION = address('ad-2', '广州配送中心', '广东省', '广州市', '白云区', '太和镇石湖路 12 号');

/** A 4:3 ticket photo drawn inline, so stories and tests need no file server. */
export const ticketImage = (caption: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#f5f5f5"/><rect x="20" y="20" width="360" height="260" fill="#fff" stroke="#8c8c8c"/><text x="200" y="160" font-size="28" text-anchor="middle" fill="#262626">${caption}</text></svg>`,
  )}`;

const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 10, day, hour)).toISOString();

const STEP_ORDER = CARRIER_ORDER_PROGRESS;

export const vehicle = (
  orderId: string,
  orderNo: string,
  serial: number,
  status: VehicleAssignment['status'],
  plateNumber = '粤A12345',
): VehicleAssignment => ({
  id: `vh-${orderId}-${serial}`,
  carrierOrderId: orderId,
  carrierOrderNo: orderNo,
  plateNumber,
  driverName: '王建国',
  driverPhone: '13800138000',
  status,
  rejectReason: status === 'rejected' ? '车型与需求不符' : null,
  assignedBy: '白云调度 陈晨',
  assignedAt: at(20, 3),
  auditedBy: status === 'approved' || status === 'rejected' ? '蜀味物流 张敏' : null,
  auditedAt: status === 'approved' || status === 'rejected' ? at(20, 5) : null,
});

export interface StoredOrder extends Omit<CarrierOrderDetail, 'actions' | 'party'> {
  /** The viewer's side of this order (the fake's session is one company). */
  party: FreightParty;
}

function order(serial: number, status: CarrierOrderStatus, party: FreightParty = 'shipper'): StoredOrder {
  const id = `co-${serial}`;
  const documentNo = `CY20261120-${String(serial).padStart(6, '0')}`;
  // The cancelled one was cancelled while waiting for dispatch (no vehicle yet).
  const reached = status === 'cancelled' ? 0 : STEP_ORDER.indexOf(status);
  const tickets: Ticket[] = [];
  if (reached >= STEP_ORDER.indexOf('loaded'))
    tickets.push({
      fileId: `f-${id}-l`,
      kind: 'loading',
      url: ticketImage('装货磅单'),
      uploadedAt: at(21, 2),
    });
  if (reached >= STEP_ORDER.indexOf('unloaded'))
    tickets.push({
      fileId: `f-${id}-u`,
      kind: 'unloading',
      url: ticketImage('卸货回单'),
      uploadedAt: at(22, 8),
    });
  const vehicleStatus = reached < 1 ? null : reached === 1 ? 'pending' : 'approved';
  const priceFen = 380_000 + serial * 10_000;
  return {
    id,
    documentNo,
    status,
    demandOrderId: `do-${serial}`,
    demandOrderNo: `XQ20261118-${String(serial).padStart(6, '0')}`,
    shipperCompanyId: party === 'shipper' ? SHIPPER.id : CARRIER.id,
    shipperCompanyName: party === 'shipper' ? SHIPPER.name : CARRIER.name,
    carrierCompanyId: party === 'shipper' ? CARRIER.id : SHIPPER.id,
    carrierCompanyName: party === 'shipper' ? CARRIER.name : SHIPPER.name,
    origin: ORIGIN,
    destination: DESTINATION,
    cargoName: '川味调料（箱装）',
    pallets: 18,
    vehicleType: 'van9m6',
    loadFrom: at(21, 1),
    loadTo: at(21, 6),
    priceFen,
    vehicle: vehicleStatus ? vehicle(id, documentNo, 1, vehicleStatus) : null,
    cancelReason: status === 'cancelled' ? '客户订单取消，暂不发货' : null,
    party,
    createdAt: at(19),
    updatedAt: at(22),
    version: Math.max(reached, 0) + 1,
    tickets,
    evaluation: null,
    settlement:
      status === 'completed'
        ? {
            id: `st-${serial}`,
            carrierOrderId: id,
            carrierOrderNo: documentNo,
            demandOrderNo: `XQ20261118-${String(serial).padStart(6, '0')}`,
            shipperCompanyName: SHIPPER.name,
            carrierCompanyName: CARRIER.name,
            priceFen,
            adjustments: [
              { reason: '卸货等待费', amountFen: 20_000 },
              { reason: '外箱破损扣款', amountFen: -5_000 },
            ],
            totalFen: priceFen + 15_000,
            completedAt: at(23),
          }
        : null,
  };
}

/** One order at every status, newest first; co-10 is one 成都蜀味 carries itself. */
export const ORDERS: readonly StoredOrder[] = [
  order(10, 'waitDispatch', 'carrier'),
  order(9, 'cancelled'),
  order(8, 'completed'),
  order(7, 'unloaded'),
  order(6, 'arrivedUnload'),
  order(5, 'loaded'),
  order(4, 'arrivedLoad'),
  order(3, 'waitLoad'),
  order(2, 'waitVehicleAudit'),
  order(1, 'waitDispatch'),
];

/** The logs of an order up to its status (the fake writes more as the order moves). */
export function logsOf(stored: StoredOrder): CarrierOrderLog[] {
  const log = (
    index: number,
    action: CarrierOrderLog['action'],
    from: CarrierOrderStatus | null,
    to: CarrierOrderStatus,
  ): CarrierOrderLog => ({
    id: `lg-${stored.id}-${index}`,
    carrierOrderId: stored.id,
    action,
    from,
    to,
    actorName:
      to === 'cancelled' || action === 'create' || action === 'approveVehicle' || action === 'sign'
        ? '张敏'
        : '陈晨',
    actorCompanyName:
      action === 'create' || action === 'approveVehicle' || action === 'sign' || to === 'cancelled'
        ? SHIPPER.name
        : CARRIER.name,
    remark: to === 'cancelled' ? (stored.cancelReason ?? '') : '',
    createdAt: at(19, index + 1),
  });
  const actions = [
    'create',
    'assignVehicle',
    'approveVehicle',
    'reachLoad',
    'load',
    'reachUnload',
    'unload',
    'sign',
  ] as const;
  if (stored.status === 'cancelled')
    return [log(0, 'create', null, 'waitDispatch'), log(1, 'cancel', 'waitDispatch', 'cancelled')];
  const reached = STEP_ORDER.indexOf(stored.status);
  return actions
    .slice(0, reached + 1)
    .map((action, index) => log(index, action, index ? STEP_ORDER[index - 1]! : null, STEP_ORDER[index]!));
}

/** The order as the server answers it: with the viewer's actions now. */
export const answered = (stored: StoredOrder): CarrierOrderDetail => ({
  ...stored,
  actions: carrierOrderActions(stored.status, stored.party),
});
