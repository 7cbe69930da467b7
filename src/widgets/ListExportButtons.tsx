import type { PermissionCode } from '../contract/permissions';
import type { ExportParams } from '../core';
import { openListExport, usePermissions } from '../core';
import { ExportButtons } from '../ui/ExportButtons';

export interface ListExport {
  /** The list call whose export twin streams the file. */
  listPath: string;
  filters: ExportParams;
  /** e.g. 导出 → menu items "导出 CSV" and "导出 Excel" */
  label: string;
  /** Without it the export is always offered (lists SPEC §6 gives no export code, or whose caller checked it). */
  code?: PermissionCode;
}

export type ListExportButtonsProps = ListExport;

/**
 * The 导出 ▾ menu of a page: each export the user's codes allow, as CSV and as XLSX of its list with
 * the list's filters; nothing when none is allowed. A refused export is a toast (openListExport).
 */
export function ListExportMenu({ exports }: { exports: readonly ListExport[] }) {
  const { can } = usePermissions();
  const allowed = exports.filter((target) => !target.code || can(target.code));
  return (
    <ExportButtons
      exports={allowed.map(({ listPath, filters, label }) => ({
        label,
        onExport: (format) => void openListExport(listPath, format, filters),
      }))}
    />
  );
}

/** One list's export in the 导出 ▾ menu, shown only with its export code. */
export function ListExportButtons(props: ListExportButtonsProps) {
  return <ListExportMenu exports={[props]} />;
}
