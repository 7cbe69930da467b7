import { openDownload, usePermissions } from '../../core';
import { Button } from '../../ui';
import { ListExportButtons } from '../ListExportButtons';
import { CLIENT_BILL_DETAIL_CALL, CLIENT_BILL_PDF_URL, type BillRef } from './api';
import { billLabels as text } from './labels';
import { CLIENT_BILL_CODES } from './navigation';

/**
 * A bill's downloads, with 对账管理(C1)-导出明细 only: its lines in the 导出 ▾ menu (CSV, Excel) and the
 * bill as a PDF, of the live bill by client or of a frozen bill by id. Each asks the server first (check=1), so a refusal is a toast, not a tab of JSON.
 */
export function BillDownloads({ bill }: { bill: BillRef }) {
  const { can } = usePermissions();
  if (!can(CLIENT_BILL_CODES.exportDetail)) return null;
  return (
    <>
      <ListExportButtons listPath={CLIENT_BILL_DETAIL_CALL} filters={bill} label={text.exportLines} />
      <Button onClick={() => void openDownload(CLIENT_BILL_PDF_URL, bill)}>{text.downloadPdf}</Button>
    </>
  );
}
