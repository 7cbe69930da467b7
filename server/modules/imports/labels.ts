import type { ImportKind } from '../../../src/contract/imports';
import { localized } from '../../../src/contract/localized';

/**
 * Template headers: the single forms' labels (GLOSSARY.md). A column is found by its header, in either
 * language (kinds/kind.ts); the template is written in the page's.
 */
export const IMPORT_HEADERS = localized(
  {
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
  },
  {
    fromWarehouse: 'Outbound warehouse',
    toCompany: 'Receiving company',
    client: 'Downstream customer',
    clientWarehouse: 'Customer receiving warehouse',
    trayType: 'Pallet type',
    quantity: 'Quantity',
    plateNumber: 'Plate number',
    driverName: 'Driver name',
    driverPhone: 'Driver phone',
    returnWarehouse: 'Return warehouse',
    returnQuantity: 'Return quantity',
    pickupDate: 'Pickup date',
    contact: 'Contact',
    phone: 'Phone',
    remark: 'Remarks',
  },
);

/** The kinds of import, as their files are named. */
const KIND_NAMES: Readonly<Record<ImportKind, string>> = localized(
  { transfer: '调拨出库', waybill: '销售出库', return: '上门取件归还' },
  { transfer: 'Transfer outbound', waybill: 'Sale outbound', return: 'Door pickup return' },
);

/** Texts of the bulk import (errmsg, row errors, file names, result columns), in Chinese and English. */
export const IMPORT_LABELS = localized(
  {
    kindRequired: '请选择导入类型（kind）',
    fileType: '仅支持 .csv 或 .xlsx 文件',
    fileUnreadable: '文件无法读取，请使用下载的模板填写后另存为 CSV 或 XLSX',
    fileEmpty: '文件中没有数据行',
    tooManyRows: (max: number) => `单个文件最多 ${max} 行数据，请拆分后再导入`,
    missingHeaders: (headers: string) => `缺少表头：${headers}（请使用下载的模板）`,
    /** Joins the headers of missingHeaders. */
    headerSeparator: '、',
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
    nothingValid: '没有可导入的行',
    resultFile: (kind: ImportKind) => `${KIND_NAMES[kind]}导入结果`,
    templateFile: (kind: ImportKind) => `${KIND_NAMES[kind]}导入模板`,
    result: {
      rowNo: '行号',
      documentNo: '单据编号',
      reason: '失败原因',
      outcome: '结果',
      created: '成功',
      failed: '失败',
      invalid: '校验未通过',
      notWritten: '未导入',
      /** A row's errors as 表头：原因, joined. */
      error: (field: string, message: string) => `${field}：${message}`,
      errorSeparator: '；',
    },
  },
  {
    kindRequired: 'Please choose the import type (kind)',
    fileType: 'Only .csv or .xlsx files are supported',
    fileUnreadable:
      'The file cannot be read; please fill in the downloaded template and save it as CSV or XLSX',
    fileEmpty: 'The file has no data rows',
    tooManyRows: (max) => `A file holds at most ${max} data rows; please split it and import the parts`,
    missingHeaders: (headers) => `Missing headers: ${headers} (please use the downloaded template)`,
    headerSeparator: ', ',
    required: 'Required',
    warehouseUnknown: 'No such warehouse',
    trayTypeUnknown: 'No such pallet type',
    companyUnknown: 'No such company, or pallets cannot be transferred to it',
    transferToSelf: 'You cannot transfer to your own company',
    clientUnknown: 'Not a downstream customer of your company',
    dateInThePast: 'Must not be before today',
    rowField: 'Row',
    batchNotFound: 'No such import batch',
    alreadyImported: (time) => `This file was imported at ${time} and cannot be imported again`,
    nothingValid: 'There are no rows to import',
    resultFile: (kind) => `${KIND_NAMES[kind]} import result`,
    templateFile: (kind) => `${KIND_NAMES[kind]} import template`,
    result: {
      rowNo: 'Row no.',
      documentNo: 'Document no.',
      reason: 'Reason for failure',
      outcome: 'Result',
      created: 'Succeeded',
      failed: 'Failed',
      invalid: 'Failed the checks',
      notWritten: 'Not imported',
      error: (field, message) => `${field}: ${message}`,
      errorSeparator: '; ',
    },
  },
);
