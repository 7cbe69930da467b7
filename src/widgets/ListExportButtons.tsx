import type { PermissionCode } from '../contract/permissions';
import type { ExportParams } from '../core';
import { openListExport, usePermissions } from '../core';
import { ExportButtons as DownloadButtons } from '../ui/ExportButtons';

export interface ListExportButtonsProps {
  /** The list call whose export twin streams the file. */
  listPath: string;
  filters: ExportParams;
  /** e.g. 导出 → "导出 CSV" and "导出 Excel" */
  label: string;
  /** Without it the buttons are always shown (lists SPEC §6 gives no export code, or whose caller checked it). */
  code?: PermissionCode;
}

/** 导出 as CSV and as XLSX of a list with its filters, shown only with the export code. */
export function ListExportButtons({ listPath, filters, label, code }: ListExportButtonsProps) {
  const { can } = usePermissions();
  if (code && !can(code)) return null;
  return <DownloadButtons label={label} onExport={(format) => openListExport(listPath, format, filters)} />;
}
