import { localized } from '../../../../src/contract/localized';

/** Messages of a client bill's item lists and deductions, in Chinese and English. */
export const ITEM_LABELS = localized(
  {
    /** deductDays names neither a new N nor any pallets. */
    nothingToDo: '请填写扣减天数或选择扣减明细',
    /** Two items name the same client, warehouse and tray type. */
    duplicateItem: '扣减明细重复',
    overDeduct: (deductible: number) => `超过可扣减数量（可扣减 ${deductible} 个）`,
    /** The deduction document's remark. */
    deductionRemark: '超期扣减（客户账单）',
  },
  {
    nothingToDo: 'Please enter the days to deduct or choose the items to deduct',
    duplicateItem: 'Duplicate deduction item',
    overDeduct: (deductible) => `More than can be deducted (${deductible} deductible)`,
    deductionRemark: 'Overdue deduction (customer bill)',
  },
);
