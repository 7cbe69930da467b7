import type { PermissionCode } from '../../contract/permissions';
import type { ExportParams } from '../../core';
import { ListExportMenu } from '../ListExportButtons';
import { STOCK_DETAIL_PATHS, STOCK_LIST_PATHS } from './api';
import { stockLabels } from './labels';

export interface BalanceExportsProps {
  scope: 'own' | 'c1';
  /** The scope's export codes (OWN_CODES or C1_CODES). */
  codes: { export: PermissionCode; exportDetail: PermissionCode };
  /** The list's applied filters, without paging. */
  filters: ExportParams;
}

/** One 导出 ▾ menu: 导出 (the balances) and 导出库存明细 (their ledger entries), each by its code. */
export function BalanceExports({ scope, codes, filters }: BalanceExportsProps) {
  return (
    <ListExportMenu
      exports={[
        {
          code: codes.export,
          listPath: STOCK_LIST_PATHS[scope],
          filters,
          label: stockLabels.buttons.export,
        },
        {
          code: codes.exportDetail,
          listPath: STOCK_DETAIL_PATHS[scope],
          filters,
          label: stockLabels.buttons.exportDetail,
        },
      ]}
    />
  );
}
