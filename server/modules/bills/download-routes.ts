import { Type } from '@sinclair/typebox';
import { API } from '../../../src/contract/api-paths';
import { sendDownload } from '../../http/download';
import { ok } from '../../http/envelope';
import { registerExport } from '../../http/export';
import { Fields } from '../../http/fields';
import { Strict, type ApiRouter } from '../../http/route';
import { renderPdf } from '../../pdf';
import {
  BILL_EXPORT_COLUMNS,
  billExportRows,
  clientBillDocument,
  clientBillPdfName,
  clientBillToDownload,
} from './bill-downloads';
import { BILL_DOCUMENT_LABELS } from './labels';

/** SPEC §6 对账管理(C1)-导出明细: both downloads of a client bill. */
const CLIENT_BILL_EXPORT = 'center-settle-checkC1-exportDetail' as const;
const PDF = 'application/pdf';

/** Which bill (as billDetail: a client's live bill or a frozen bill's id), in both query strings. */
const billQuery = () => ({
  clientCompanyId: Type.Optional(Fields.id()),
  id: Type.Optional(Fields.id()),
});

/**
 * A client bill's downloads (SPEC §7 "bill detail export", "bill download"): its lines as CSV/XLSX (the
 * billDetail list's export twin) and the bill as a PDF. Both are URLs the browser opens (`?token=`), and
 * both answer `?check=1` with the envelope alone, so a refusal is a toast before any file is opened.
 */
export function registerBillDownloads(api: ApiRouter): void {
  registerExport(api, `${API.clientCustomerBill.billDetail}Export`, {
    summary: '导出客户账单明细（CSV/XLSX，末行合计）',
    permission: CLIENT_BILL_EXPORT,
    roles: [5],
    query: Strict(billQuery()),
    fileName: () => BILL_DOCUMENT_LABELS.exportFileName,
    columns: BILL_EXPORT_COLUMNS,
    async *rows({ deps, session, query }) {
      const { bill } = await clientBillToDownload(deps.db, session, deps.clock(), query);
      yield* billExportRows(bill);
    },
  });
  api.getRaw(
    API.clientCustomerBill.billDownload,
    {
      summary: '下载客户账单 PDF（客户对账单）',
      access: 'session',
      roles: [5],
      permission: CLIENT_BILL_EXPORT,
      query: Strict({
        ...billQuery(),
        check: Type.Optional(Type.Literal('1', { description: '1：只校验（权限、账单），不下载' })),
      }),
      queryToken: true,
      produces: [PDF],
    },
    async ({ deps, session, query, reply }) => {
      const now = deps.clock();
      // Refusals (not found) are thrown here, before any byte of PDF: the usual envelope.
      const { bill, billerName } = await clientBillToDownload(deps.db, session, now, query);
      if (query.check === '1') {
        reply.send(ok(null));
        return;
      }
      const pdf = await renderPdf(clientBillDocument(bill, billerName, now));
      sendDownload(reply, PDF, clientBillPdfName(bill), pdf);
    },
  );
}
