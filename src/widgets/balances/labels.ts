import { localized } from '../../contract/localized';

/** Every text, in Chinese and English, of the shared balance parts: the balance card and its ledger (库存流水). */
export const balanceLabels = localized(
  {
    card: '库存概况',
    warehouse: '仓库',
    trayType: '托盘类型',
    owner: '所属企业',
    onHand: '在库',
    available: '可用',
    inTransit: '在途',
    awaitingSignature: '待签收',
    overdue: '超期数量',
    ledger: {
      caption: '库存流水',
      empty: '暂无库存流水',
      all: '全部',
      kind: '变动类型',
      date: '变动日期',
      time: '变动时间',
      delta: '变动数量',
      documentNo: '单据编号',
      export: '导出',
    },
  } as const,
  {
    card: 'Stock overview',
    warehouse: 'Warehouse',
    trayType: 'Pallet type',
    owner: 'Owner',
    onHand: 'On hand',
    available: 'Available',
    inTransit: 'In transit',
    awaitingSignature: 'Awaiting receipt',
    overdue: 'Overdue',
    ledger: {
      caption: 'Stock movements',
      empty: 'No stock movements',
      all: 'All',
      kind: 'Movement type',
      date: 'Date',
      time: 'Time',
      delta: 'Quantity change',
      documentNo: 'Document no.',
      export: 'Export',
    },
  },
);

/** Every text, in Chinese and English, of the stock action dialogs (调拨出库, 销售出库, 流转出库, 申请回收, 归还托盘). */
export const actionLabels = localized(
  {
    buttons: {
      submit: '提交',
      cancel: '取消',
    },
    dialog: {
      source: '出库库存',
      sourceOption: (warehouse: string, trayType: string, available: number) =>
        `${warehouse} · ${trayType}（可用 ${available}）`,
      available: (available: number) => `可用数量 ${available} 个`,
      toCompany: '调入企业',
      toClient: '下游客户',
      toWarehouse: '收货仓库',
      quantity: '数量',
      plateNumber: '车牌号',
      plateHint: '选填，如 沪A12345',
      pickupDate: '取件日期',
      contact: '联系人',
      phone: '联系电话',
      remark: '备注',
      loadingOptions: '加载中…',
      noSource: '没有可出库的库存',
      editAgain: '返回修改',
      confirmSubmit: '确认提交',
      titles: {
        transferOut: '调拨出库',
        saleOut: '销售出库',
        applyRecycling: '申请回收',
        c1TransferOut: '调拨出库(C1)',
        returnTray: '归还托盘',
        circulateOut: '流转出库',
      },
    },
    confirm: {
      transferOut: (quantity: number, trayType: string, company: string) =>
        `确认将 ${quantity} 个 ${trayType} 调拨给 ${company}？`,
      /** 销售出库 or 流转出库 (the verb) to a client's warehouse. */
      shipment: (verb: string, quantity: number, trayType: string, company: string, warehouse: string) =>
        `确认将 ${quantity} 个 ${trayType} ${verb}至 ${company}（${warehouse}）？`,
    },
    done: {
      transferOut: '调拨出库已提交',
      saleOut: '销售出库已提交',
      applyRecycling: '回收申请已提交',
      returnTray: '归还申请已提交',
      c1TransferOut: '调拨出库已提交',
      circulateOut: '流转出库已提交',
    },
    errors: {
      required: (field: string) => `请填写${field}`,
      choose: (field: string) => `请选择${field}`,
      quantityInteger: '数量须为正整数',
      quantityOverAvailable: (available: number) => `数量不能超过可用数量 ${available} 个`,
      pickupDatePast: '取件日期不能早于今天',
      phone: '请输入 11 位手机号码',
      plateNumber: '车牌号格式不正确',
    },
  } as const,
  {
    buttons: {
      submit: 'Submit',
      cancel: 'Cancel',
    },
    dialog: {
      source: 'Stock to ship',
      sourceOption: (warehouse: string, trayType: string, available: number) =>
        `${warehouse} · ${trayType} (${available} available)`,
      available: (available: number) => `${available} available`,
      toCompany: 'Receiving company',
      toClient: 'Downstream customer',
      toWarehouse: 'Receiving warehouse',
      quantity: 'Quantity',
      plateNumber: 'Plate no.',
      plateHint: 'Optional, a Chinese plate such as Hu A12345',
      pickupDate: 'Pickup date',
      contact: 'Contact',
      phone: 'Phone',
      remark: 'Remarks',
      loadingOptions: 'Loading…',
      noSource: 'No stock available to ship',
      editAgain: 'Back to edit',
      confirmSubmit: 'Confirm and submit',
      titles: {
        transferOut: 'Transfer out',
        saleOut: 'Sales outbound',
        applyRecycling: 'Request recycling',
        c1TransferOut: 'Transfer out (C1)',
        returnTray: 'Return pallets',
        circulateOut: 'Circulation outbound',
      },
    },
    confirm: {
      transferOut: (quantity: number, trayType: string, company: string) =>
        `Transfer ${quantity} × ${trayType} to ${company}?`,
      shipment: (verb: string, quantity: number, trayType: string, company: string, warehouse: string) =>
        `${verb}: ${quantity} × ${trayType} to ${company} (${warehouse})?`,
    },
    done: {
      transferOut: 'Transfer out submitted',
      saleOut: 'Sales outbound submitted',
      applyRecycling: 'Recycling request submitted',
      returnTray: 'Return request submitted',
      c1TransferOut: 'Transfer out submitted',
      circulateOut: 'Circulation outbound submitted',
    },
    errors: {
      required: (field: string) => `${field} is required`,
      choose: (field: string) => `${field}: please choose one`,
      quantityInteger: 'The quantity must be a positive whole number',
      quantityOverAvailable: (available: number) => `The quantity cannot exceed the ${available} available`,
      pickupDatePast: 'The pickup date cannot be before today',
      phone: 'Enter an 11-digit mobile number',
      plateNumber: 'The plate number is not valid',
    },
  },
);
