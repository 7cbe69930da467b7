import { localized } from '../../contract/localized';

/** Every text of <yp-bulk-import>, in Chinese and English. */
export const bulkImportLabels = localized(
  {
    titles: {
      transfer: '批量导入调拨出库',
      waybill: '批量导入销售出库运单',
      return: '批量导入上门取件',
    },
    backToList: {
      transfer: '返回调拨记录',
      waybill: '返回出库管理',
      return: '返回上门取件',
    },
    steps: ['下载模板', '选择文件', '预览', '导入', '下载结果'],
    stepsLabel: '导入步骤',
    template: {
      title: '1. 下载模板',
      hint: '按模板的表头填写，每行一张单据；仓库、企业、托盘类型填写名称（托盘类型也可填编码）。示例行可删除。',
      download: '下载模板',
    },
    file: {
      title: '2. 选择文件',
      hint: '支持 CSV（UTF-8 或 GBK）和 Excel（.xlsx，读取第一个工作表），最多 20000 行。',
      choose: '选择文件',
      reading: '正在校验…',
      input: '导入文件',
    },
    preview: {
      title: '3. 预览',
      counts: (total: number, valid: number, invalid: number) =>
        `共 ${total} 行：可导入 ${valid} 行，校验未通过 ${invalid} 行（校验未通过的行不会导入）`,
      fileName: (name: string) => `文件：${name}`,
      allValid: '全部行校验通过',
      errorsCaption: '校验未通过的行',
      rowNo: '行号',
      field: '表头',
      message: '原因',
      alreadyTitle: '该文件已导入',
      already: (time: string, total: number, succeeded: number) =>
        `该文件已于 ${time} 导入（共 ${total} 行，成功 ${succeeded} 行），不能重复导入。`,
      confirm: '确认导入',
      confirmMessage: (valid: number, invalid: number) =>
        invalid > 0
          ? `确定导入 ${valid} 行吗？校验未通过的 ${invalid} 行不会导入。`
          : `确定导入 ${valid} 行吗？导入后将生成单据。`,
      chooseAgain: '重新选择文件',
    },
    progress: {
      title: '4. 导入',
      bar: '导入进度',
      processed: (processed: number, valid: number) => `已处理 ${processed} / ${valid} 行`,
      waiting: '排队中…',
      done: (succeeded: number, failed: number) => `导入完成：成功 ${succeeded} 行，失败 ${failed} 行`,
      failed: '导入已停止，请下载结果查看已处理的行',
    },
    result: {
      title: '5. 下载结果',
      hint: '结果文件列出每行的单据编号或失败原因。',
      download: '下载结果',
      another: '继续导入其他文件',
    },
  },
  {
    titles: {
      transfer: 'Bulk import of transfers',
      waybill: 'Bulk import of sale-outbound waybills',
      return: 'Bulk import of door pickups',
    },
    backToList: {
      transfer: 'Back to transfer records',
      waybill: 'Back to outbound management',
      return: 'Back to door pickups',
    },
    steps: ['Download template', 'Choose file', 'Preview', 'Import', 'Download result'],
    stepsLabel: 'Import steps',
    template: {
      title: '1. Download the template',
      hint: 'Fill in one document per row under the template’s headers; name warehouses, companies and tray types (a tray type’s code works too). The example row may be deleted. The headers stay in Chinese.',
      download: 'Download template',
    },
    file: {
      title: '2. Choose a file',
      hint: 'CSV (UTF-8 or GBK) or Excel (.xlsx, first sheet), at most 20000 rows.',
      choose: 'Choose file',
      reading: 'Checking…',
      input: 'File to import',
    },
    preview: {
      title: '3. Preview',
      counts: (total, valid, invalid) =>
        `${total} rows: ${valid} to import, ${invalid} refused (refused rows are not imported)`,
      fileName: (name) => `File: ${name}`,
      allValid: 'Every row passed the checks',
      errorsCaption: 'Refused rows',
      rowNo: 'Row',
      field: 'Column',
      message: 'Reason',
      alreadyTitle: 'This file was imported before',
      already: (time, total, succeeded) =>
        `This file was imported at ${time} (${total} rows, ${succeeded} succeeded) and cannot be imported again.`,
      confirm: 'Confirm import',
      confirmMessage: (valid, invalid) =>
        invalid > 0
          ? `Import ${valid} rows? The ${invalid} refused rows are not imported.`
          : `Import ${valid} rows? Their documents will be created.`,
      chooseAgain: 'Choose another file',
    },
    progress: {
      title: '4. Import',
      bar: 'Import progress',
      processed: (processed, valid) => `${processed} / ${valid} rows processed`,
      waiting: 'Queued…',
      done: (succeeded, failed) => `Import finished: ${succeeded} succeeded, ${failed} failed`,
      failed: 'The import stopped; download the result to see the rows processed',
    },
    result: {
      title: '5. Download the result',
      hint: 'The result file lists each row’s document number or the reason it failed.',
      download: 'Download result',
      another: 'Import another file',
    },
  },
);
