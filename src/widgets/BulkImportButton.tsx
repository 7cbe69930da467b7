import { IMPORT_PERMISSIONS, type ImportKind } from '../contract/imports';
import { PAGES, type PagePath } from '../contract/pages';
import { usePermissions } from '../core';
import { Button } from '../ui';
import { listActionLabels } from './list-action-labels';
import { navigate } from './navigate';
import { useEmit } from './widget-context';

/** The import page of each kind (<yp-bulk-import>'s pages). */
const IMPORT_PAGE: Readonly<Record<ImportKind, PagePath>> = {
  transfer: PAGES.stock.transferImport,
  waybill: PAGES.transport.outImport,
  return: PAGES.return.toDoorImport,
};

/**
 * 批量导入 in a list's toolbar (调拨记录, 出库管理, 上门取件): opens the kind's import page; shown only with
 * the kind's create code, which every import call needs.
 */
export function BulkImportButton({ kind }: { kind: ImportKind }) {
  const emit = useEmit();
  const { can } = usePermissions();
  if (!can(IMPORT_PERMISSIONS[kind])) return null;
  return <Button onClick={() => navigate(emit, IMPORT_PAGE[kind])}>{listActionLabels.bulkImport}</Button>;
}
