import { BILL_ITEM_COLUMN_LABELS } from '../../contract/bill-items';
import { localized, textsIn } from '../../contract/localized';

/** Every text, in Chinese and English, of a bill's item lists, overdue clients and deductions (GLOSSARY.md: 超期, 可冲抵, 扣减 …). */
export const itemLabels = localized(
  {
    columns: {
      ...textsIn(BILL_ITEM_COLUMN_LABELS, 'zh-CN'),
      actions: '操作',
      dueWithin7Days: '7天内将超期',
      heldAll: '持有数量',
      /** 超期扣减: days the oldest pallet is beyond the overdue days plus the deduct days. */
      beyondDeductDays: '超出扣减期天数',
    },
    back: '返回账单',
    empty: '暂无明细',
    days: (n: number) => `${n} 天`,
    /** Links from the bill's lines and warehouses. */
    viewWarehouse: '仓库账单',
    viewEntries: '查看明细',
    /** A correction line's link to the frozen bill it corrects. */
    viewCorrected: '原账单',
    warehouses: {
      title: '分仓账单',
      caption: '分仓账单列表',
    },
    warehouseBill: {
      title: '仓库账单明细',
      caption: '仓库账单明细行',
      notFound: '该仓库本期无账单明细',
    },
    views: {
      overdueInStock: { title: '超期在库明细', caption: '超期在库明细列表' },
      overdueReturn: { title: '超期归还明细', caption: '超期归还明细列表' },
      offset: { title: '可冲抵明细', caption: '可冲抵明细列表' },
      deduction: { title: '超期扣减明细', caption: '超期扣减明细列表' },
    },
    /** The 明细 tabs on a bill. */
    items: {
      title: '明细',
      tabsLabel: '账单明细分类',
      tabs: {
        stockIn: '入库明细',
        stock: '库存明细',
        historyStock: '历史库存',
        stockOut: '出库明细',
        historyStockOut: '历史出库',
        amendment: '调整明细',
      },
      captions: {
        stockIn: '入库明细列表',
        stock: '库存明细列表',
        historyStock: '历史库存列表',
        stockOut: '出库明细列表',
        historyStockOut: '历史出库列表',
        amendment: '调整明细列表',
      },
    },
    overdueClients: {
      title: '超期客户',
      caption: '超期客户列表',
      empty: '暂无超期客户',
    },
    deduct: {
      title: '超期扣减',
      caption: '可扣减托盘列表',
      empty: '暂无可扣减托盘',
      terms: (overdueDays: number, deductDays: number) =>
        `库龄超过超期天数 ${overdueDays} 天再加扣减天数 ${deductDays} 天的托盘可扣减（按押金计为丢失）。`,
      deductDays: '扣减天数',
      save: '保存',
      saved: (days: number) => `扣减天数已设为 ${days} 天`,
      daysInvalid: '请输入 1–365 的整数',
      action: '扣减',
      confirm: (client: string, warehouse: string, quantity: number) =>
        `确认扣减 ${client}（${warehouse}）的 ${quantity} 个超期托盘？扣减后按押金计费，托盘从客户库存中移除。`,
      done: (documentNo: string) => `已扣减，单号 ${documentNo}`,
    },
  } as const,
  {
    columns: {
      ...textsIn(BILL_ITEM_COLUMN_LABELS, 'en-US'),
      actions: 'Actions',
      dueWithin7Days: 'Overdue within 7 days',
      heldAll: 'Quantity held',
      beyondDeductDays: 'Days past the deduction period',
    },
    back: 'Back to bill',
    empty: 'No items',
    days: (n: number) => `${n} days`,
    viewWarehouse: 'Warehouse bill',
    viewEntries: 'View items',
    viewCorrected: 'Original bill',
    warehouses: {
      title: 'Bills by warehouse',
      caption: 'Bills by warehouse',
    },
    warehouseBill: {
      title: 'Warehouse bill items',
      caption: 'Warehouse bill lines',
      notFound: 'This warehouse has no bill items this period',
    },
    views: {
      overdueInStock: { title: 'Overdue in stock', caption: 'Overdue pallets in stock' },
      overdueReturn: { title: 'Overdue returns', caption: 'Pallets returned overdue' },
      offset: { title: 'Offsettable items', caption: 'Offsettable items' },
      deduction: { title: 'Overdue deductions', caption: 'Overdue deductions' },
    },
    items: {
      title: 'Items',
      tabsLabel: 'Bill item categories',
      tabs: {
        stockIn: 'Inbound',
        stock: 'Stock',
        historyStock: 'Past stock',
        stockOut: 'Outbound',
        historyStockOut: 'Past outbound',
        amendment: 'Adjustments',
      },
      captions: {
        stockIn: 'Inbound items',
        stock: 'Stock items',
        historyStock: 'Past stock items',
        stockOut: 'Outbound items',
        historyStockOut: 'Past outbound items',
        amendment: 'Adjustment items',
      },
    },
    overdueClients: {
      title: 'Overdue customers',
      caption: 'Overdue customers',
      empty: 'No overdue customers',
    },
    deduct: {
      title: 'Overdue deduction',
      caption: 'Deductible pallets',
      empty: 'No deductible pallets',
      terms: (overdueDays: number, deductDays: number) =>
        `Pallets held longer than the ${overdueDays} overdue days plus the ${deductDays} deduction days can be deducted (charged at the deposit as lost).`,
      deductDays: 'Deduction days',
      save: 'Save',
      saved: (days: number) => `Deduction days set to ${days}`,
      daysInvalid: 'Enter a whole number from 1 to 365',
      action: 'Deduct',
      confirm: (client: string, warehouse: string, quantity: number) =>
        `Deduct ${quantity} overdue pallets of ${client} (${warehouse})? They are charged at the deposit and removed from the customer's stock.`,
      done: (documentNo: string) => `Deducted, document no. ${documentNo}`,
    },
  },
);
