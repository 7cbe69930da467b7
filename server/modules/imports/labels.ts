import type { ImportBatchStatus, ImportKind } from '../../../src/contract/imports';

/** Template headers: the single forms' labels (GLOSSARY.md). A column is found by its header. */
export const IMPORT_HEADERS = {
  fromWarehouse: '出库仓库',
  toCompany: '调入企业',
  client: '下游客户',
  clientWarehouse: '客户收货仓库',
  trayType: '托盘类型',
  quantity: '数量',
  plateNumber: '车牌号',
  driverName: '司机姓名',
  driverPhone: '司机电话',
  returnWarehouse: '归还仓库',
  returnQuantity: '归还数量',
  pickupDate: '取件日期',
  contact: '联系人',
  phone: '联系电话',
  remark: '备注',
} as const;

/** Texts of the bulk import (errmsg, row errors, file names, result columns), Simplified Chinese. */
export const IMPORT_LABELS = {
  kindNames: { transfer: '调拨出库', waybill: '销售出库', return: '上门取件归还' } satisfies Record<
    ImportKind,
    string
  >,
  statusNames: {
    previewed: '待确认',
    confirmed: '排队中',
    running: '导入中',
    done: '已完成',
    failed: '已失败',
  } satisfies Record<ImportBatchStatus, string>,
  kindRequired: '请选择导入类型（kind）',
  fileType: '仅支持 .csv 或 .xlsx 文件',
  fileUnreadable: '文件无法读取，请使用下载的模板填写后另存为 CSV 或 XLSX',
  fileEmpty: '文件中没有数据行',
  tooManyRows: (max: number) => `单个文件最多 ${max} 行数据，请拆分后再导入`,
  missingHeaders: (headers: readonly string[]) => `缺少表头：${headers.join('、')}（请使用下载的模板）`,
  required: '必填',
  warehouseUnknown: '仓库不存在',
  trayTypeUnknown: '托盘类型不存在',
  companyUnknown: '企业不存在或不能调拨给该企业',
  transferToSelf: '不能调拨给本企业',
  clientUnknown: '不是本企业的下游客户',
  dateInThePast: '不能早于今天',
  rowField: '行',
  batchNotFound: '导入批次不存在',
  alreadyImported: (time: string) => `该文件已于 ${time} 导入，不能重复导入`,
  notConfirmable: (status: string) => `导入批次${status}，不能确认`,
  nothingValid: '没有可导入的行',
  creatorLeft: '导入人已不属于本企业，导入已停止',
  resultFile: (kind: ImportKind) => `${IMPORT_LABELS.kindNames[kind]}导入结果`,
  templateFile: (kind: ImportKind) => `${IMPORT_LABELS.kindNames[kind]}导入模板`,
  result: {
    rowNo: '行号',
    documentNo: '单据编号',
    reason: '失败原因',
    outcome: '结果',
    created: '成功',
    failed: '失败',
    invalid: '校验未通过',
    notWritten: '未导入',
  },
} as const;
