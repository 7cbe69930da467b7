/** Every text, in Chinese and English, of <yp-stock-moves> and <yp-pallet-codes> (GLOSSARY.md terms). */
import type { InboundStatus, PalletCodeStatus, ShipmentStatus } from '../../contract/stock';
import { localized } from '../../contract/localized';

export const SOURCE_TYPE_LABELS = localized({ inbound: '平台入库单', transfer: '调拨' } as const, {
  inbound: 'Platform inbound order',
  transfer: 'Transfer',
});
export const SIGN_STATUS_LABELS = localized({ pending: '待签收', signed: '已签收' } as const, {
  pending: 'Awaiting receipt',
  signed: 'Signed for',
});
export { TRANSFER_STATUS_LABELS } from '../../contract/stock';
export const INBOUND_STATUS_LABELS: Readonly<Record<InboundStatus, string>> = localized(
  {
    inTransit: '在途待签收',
    signed: '已签收',
    completed: '已完成',
  },
  {
    inTransit: 'In transit, awaiting receipt',
    signed: 'Signed for',
    completed: 'Completed',
  },
);
export const DIRECTION_LABELS = localized({ out: '调出', in: '调入' } as const, {
  out: 'Outgoing',
  in: 'Incoming',
});
export const SHIPMENT_STATUS_LABELS: Readonly<Record<ShipmentStatus, string>> = localized(
  {
    inTransit: '在途',
    arrived: '已到货',
  },
  {
    inTransit: 'In transit',
    arrived: 'Arrived',
  },
);
export const SHIPMENT_TYPE_LABELS = localized(
  { saleOutbound: '销售出库', circulation: '流转出库' } as const,
  { saleOutbound: 'Sales outbound', circulation: 'Circulation outbound' },
);
export const CODE_STATUS_LABELS: Readonly<Record<PalletCodeStatus, string>> = localized(
  {
    inStock: '在库',
    inTransit: '在途',
    atDownstream: '下游客户处',
    recycled: '已回收',
    lost: '已丢失',
  },
  {
    inStock: 'In stock',
    inTransit: 'In transit',
    atDownstream: 'At a downstream customer',
    recycled: 'Recycled',
    lost: 'Lost',
  },
);

export const common = localized(
  {
    all: '全部',
    keyword: '关键词',
    dateRange: '日期',
    status: '状态',
    trayType: '托盘类型',
    warehouse: '仓库',
    quantity: '数量',
    remark: '备注',
    plateNumber: '车牌号',
    createdAt: '创建时间',
    documentNo: '单号',
    actions: '操作',
    export: '导出',
    view: '查看',
    back: '返回',
    cancel: '取消',
    remove: '删除',
    submit: '提交',
    empty: '暂无数据',
    notFound: '未找到该单据',
    pieces: (count: number) => `${count} 片`,
    /** On hand less what open returns reserved (the server refuses any movement beyond it). */
    available: (count: number) => `可用数量 ${count} 片`,
  } as const,
  {
    all: 'All',
    keyword: 'Keyword',
    dateRange: 'Date',
    status: 'Status',
    trayType: 'Pallet type',
    warehouse: 'Warehouse',
    quantity: 'Quantity',
    remark: 'Remarks',
    plateNumber: 'Plate no.',
    createdAt: 'Created',
    documentNo: 'Document no.',
    actions: 'Actions',
    export: 'Export',
    view: 'View',
    back: 'Back',
    cancel: 'Cancel',
    remove: 'Delete',
    submit: 'Submit',
    empty: 'No data',
    notFound: 'Document not found',
    pieces: (count: number) => `${count} pcs`,
    available: (count: number) => `${count} pcs available`,
  },
);

export const signLabels = localized(
  {
    title: '入库管理',
    captions: { pending: '待签收列表', signed: '已签收列表' },
    tabs: '签收状态',
    sourceType: '来源类型',
    keywordPlaceholder: '单号或发货方',
    from: '发货方',
    receivedQuantity: '实收数量',
    outcome: '签收结果',
    signedAt: '签收时间',
    check: '查看',
    sign: '签收',
  } as const,
  {
    title: 'Inbound',
    captions: { pending: 'Awaiting receipt', signed: 'Signed for' },
    tabs: 'Receipt status',
    sourceType: 'Source type',
    keywordPlaceholder: 'Document no. or shipper',
    from: 'Shipper',
    receivedQuantity: 'Quantity received',
    outcome: 'Outcome',
    signedAt: 'Signed for at',
    check: 'View',
    sign: 'Sign for',
  },
);

export const signDetailLabels = localized(
  {
    title: '在途待签收',
    document: '单据信息',
    lines: '托盘明细',
    from: '发货方',
    to: '收货仓库',
    plateNumber: '车牌号',
    status: '状态',
    signedAt: '签收时间',
    receivedQuantity: '实收数量',
    difference: '差异数量',
    differenceReason: '差异原因',
    differenceReasonPlaceholder: '实收少于发货数量时必填',
    receivingWarehouse: '收货仓库',
    formTitle: '签收',
    sign: '确认签收',
    confirm: (documentNo: string) => `确定签收单据 ${documentNo} 吗？签收后不可撤销。`,
    signed: '签收成功',
    cancelled: '该调拨已被发起方取消，无法签收',
    inbound: '平台入库单',
  } as const,
  {
    title: 'In transit, awaiting receipt',
    document: 'Document',
    lines: 'Pallet lines',
    from: 'Shipper',
    to: 'Receiving warehouse',
    plateNumber: 'Plate no.',
    status: 'Status',
    signedAt: 'Signed for at',
    receivedQuantity: 'Quantity received',
    difference: 'Difference',
    differenceReason: 'Reason for the difference',
    differenceReasonPlaceholder: 'Required when fewer are received than were shipped',
    receivingWarehouse: 'Receiving warehouse',
    formTitle: 'Sign for',
    sign: 'Confirm receipt',
    confirm: (documentNo: string) => `Sign for document ${documentNo}? This cannot be undone.`,
    signed: 'Signed for',
    cancelled: 'The sender has cancelled this transfer; it cannot be signed for',
    inbound: 'Platform inbound order',
  },
);

export const transferLabels = localized(
  {
    title: '调拨记录',
    caption: '调拨记录列表',
    directionTabs: '调拨方向',
    from: '调出方',
    fromWarehouse: '调出仓库',
    to: '接收方',
    toWarehouse: '接收仓库',
    keywordPlaceholder: '单号或对方企业',
    cancel: '取消调拨',
    confirmCancel: (documentNo: string) => `确定取消调拨单 ${documentNo} 吗？托盘将退回调出仓库。`,
    cancelled: '调拨已取消',
  } as const,
  {
    title: 'Transfers',
    caption: 'Transfers',
    directionTabs: 'Transfer direction',
    from: 'Sender',
    fromWarehouse: 'Sending warehouse',
    to: 'Receiver',
    toWarehouse: 'Receiving warehouse',
    keywordPlaceholder: 'Document no. or other company',
    cancel: 'Cancel transfer',
    confirmCancel: (documentNo: string) =>
      `Cancel transfer ${documentNo}? The pallets go back to the sending warehouse.`,
    cancelled: 'Transfer cancelled',
  },
);

export const outEntryLabels = localized(
  {
    title: '出库',
    formTitle: '销售出库',
    fromWarehouse: '出库仓库',
    client: '下游客户',
    clientWarehouse: '客户收货仓库',
    chooseClientFirst: '请先选择下游客户',
    plateHint: '如 沪A12345 或 京AD12345',
    submit: '确认出库',
    created: (documentNo: string) => `运单 ${documentNo} 已创建，待车辆出发后扣减库存`,
    recent: '最近运单',
    caption: '运单',
    waybillNo: '运单号',
    viewWaybill: '查看运单',
    to: '收货方',
    toWarehouse: '收货仓库',
    type: '类型',
  } as const,
  {
    title: 'Outbound',
    formTitle: 'Sales outbound',
    fromWarehouse: 'Outbound warehouse',
    client: 'Downstream customer',
    clientWarehouse: "Customer's receiving warehouse",
    chooseClientFirst: 'Please choose the downstream customer first',
    plateHint: 'e.g. Hu A12345 or Jing AD12345',
    submit: 'Confirm outbound',
    created: (documentNo: string) =>
      `Waybill ${documentNo} created; stock is deducted once the vehicle leaves`,
    recent: 'Recent waybills',
    caption: 'Waybills',
    waybillNo: 'Waybill no.',
    viewWaybill: 'View waybill',
    to: 'Receiver',
    toWarehouse: 'Receiving warehouse',
    type: 'Type',
  },
);

export const circulationLabels = localized(
  {
    title: '流转出库',
    caption: '流转出库记录',
    out: '出库',
    dialogTitle: '新建流转出库',
    lines: '出库明细',
    owner: '托盘所属企业',
    addLine: '添加一行',
    removeLine: (index: number) => `删除第 ${index} 行`,
    line: (index: number) => `第 ${index} 行`,
    created: (documentNo: string) => `流转出库单 ${documentNo} 已创建`,
    keywordPlaceholder: '单号或收货方',
  } as const,
  {
    title: 'Circulation outbound',
    caption: 'Circulation outbound records',
    out: 'Ship',
    dialogTitle: 'New circulation outbound',
    lines: 'Outbound lines',
    owner: 'Pallet owner',
    addLine: 'Add a line',
    removeLine: (index: number) => `Delete line ${index}`,
    line: (index: number) => `Line ${index}`,
    created: (documentNo: string) => `Circulation outbound ${documentNo} created`,
    keywordPlaceholder: 'Document no. or receiver',
  },
);

export const codeLabels = localized(
  {
    title: '编码管理',
    caption: '托盘编码列表',
    traceId: '溯源码',
    traceIdPlaceholder: '32 位溯源码',
    boundAt: '绑定时间',
    lastMovedAt: '最近移动时间',
    detailTitle: '托盘编码详情',
  } as const,
  {
    title: 'Pallet codes',
    caption: 'Pallet codes',
    traceId: 'Trace code',
    traceIdPlaceholder: '32-character trace code',
    boundAt: 'Bound at',
    lastMovedAt: 'Last moved at',
    detailTitle: 'Pallet code details',
  },
);

/** The receiver's disputes of a transfer (src/contract/transfer-disputes.ts): beside 签收. */
export const disputeLabels = localized(
  {
    correct: '更正数量',
    reject: '拒收',
    actions: '调拨异议',
    correctTitle: (documentNo: string) => `更正调拨数量 ${documentNo}`,
    rejectTitle: (documentNo: string) => `拒收调拨 ${documentNo}`,
    correctIntro: (sent: number) =>
      `调出数量 ${sent} 片。请填写实际清点的数量和原因：差额将退回调出方仓库（多出的从调出方仓库扣减），并通知调出方。`,
    rejectIntro: (sent: number) => `拒收后 ${sent} 片托盘全部退回调出方仓库，并通知调出方。`,
    correctedQuantity: '实际数量',
    warehouse: '入库仓库',
    reason: '原因',
    reasonPlaceholder: '必填，最多 200 字',
    confirmCorrect: (documentNo: string, sent: number, counted: number) =>
      `确定将调拨单 ${documentNo} 的数量由 ${sent} 更正为 ${counted} 吗？提交后不可撤销。`,
    confirmReject: (documentNo: string) => `确定拒收调拨单 ${documentNo} 吗？提交后不可撤销。`,
    corrected: '已更正，已通知调出方',
    rejected: '已拒收，已通知调出方',
    correctedColumn: '更正数量',
    reasonColumn: '更正/拒收原因',
    disputedAt: '更正/拒收时间',
    disputableUntil: '异议截止时间',
    rejectedBanner: '该调拨已拒收，托盘已全部退回调出方',
    correctedBanner: (sent: number, counted: number) => `该调拨已由 ${sent} 片更正为 ${counted} 片`,
    cancel: '取消',
  } as const,
  {
    correct: 'Correct quantity',
    reject: 'Reject',
    actions: 'Transfer dispute',
    correctTitle: (documentNo: string) => `Correct the quantity of transfer ${documentNo}`,
    rejectTitle: (documentNo: string) => `Reject transfer ${documentNo}`,
    correctIntro: (sent: number) =>
      `${sent} pcs were sent. Enter the quantity actually counted and the reason: the difference goes back to the sender's warehouse (any surplus is deducted from it), and the sender is notified.`,
    rejectIntro: (sent: number) =>
      `On rejection all ${sent} pallets go back to the sender's warehouse, and the sender is notified.`,
    correctedQuantity: 'Actual quantity',
    warehouse: 'Inbound warehouse',
    reason: 'Reason',
    reasonPlaceholder: 'Required, at most 200 characters',
    confirmCorrect: (documentNo: string, sent: number, counted: number) =>
      `Correct the quantity of transfer ${documentNo} from ${sent} to ${counted}? This cannot be undone.`,
    confirmReject: (documentNo: string) => `Reject transfer ${documentNo}? This cannot be undone.`,
    corrected: 'Corrected; the sender has been notified',
    rejected: 'Rejected; the sender has been notified',
    correctedColumn: 'Corrected quantity',
    reasonColumn: 'Reason for correction/rejection',
    disputedAt: 'Corrected/rejected at',
    disputableUntil: 'Dispute window ends',
    rejectedBanner: 'This transfer was rejected; all pallets went back to the sender',
    correctedBanner: (sent: number, counted: number) =>
      `This transfer was corrected from ${sent} to ${counted} pcs`,
    cancel: 'Cancel',
  },
);

export const validationLabels = localized(
  {
    required: '请填写此项',
    choose: '请选择',
    positiveInteger: '请输入大于 0 的整数',
    nonNegativeInteger: '请输入不小于 0 的整数',
    notAboveQuantity: (quantity: number) => `不能超过发货数量 ${quantity}`,
    notAboveAvailable: (available: number) => `不能超过可用数量 ${available}`,
    differenceReason: '实收数量少于发货数量，请填写差异原因',
    sameAsSent: '与调出数量相同，请直接签收',
    plateNumber: '车牌号格式不正确',
    traceId: '溯源码应为 32 位十六进制字符',
    duplicateLine: '同一所属企业和托盘类型只能填写一行',
    noLines: '请至少添加一行',
  } as const,
  {
    required: 'This field is required',
    choose: 'Please choose',
    positiveInteger: 'Enter a whole number greater than 0',
    nonNegativeInteger: 'Enter a whole number of 0 or more',
    notAboveQuantity: (quantity: number) => `Cannot exceed the ${quantity} shipped`,
    notAboveAvailable: (available: number) => `Cannot exceed the ${available} available`,
    differenceReason: 'Fewer were received than shipped, please give the reason for the difference',
    sameAsSent: 'Same as the quantity sent; please just sign for it',
    plateNumber: 'The plate number is not valid',
    traceId: 'The trace code is 32 hexadecimal characters',
    duplicateLine: 'Only one line per owner and pallet type',
    noLines: 'Please add at least one line',
  },
);
