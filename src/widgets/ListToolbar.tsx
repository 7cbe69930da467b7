import type { ReactNode } from 'react';
import { usePermissions } from '../core';
import { Toolbar } from '../ui';
import { ListExportButtons, type ListExportButtonsProps } from './ListExportButtons';

export interface ListToolbarProps extends ListExportButtonsProps {
  /** Page actions before the downloads (新增, 批量确认 …); false when the user may not use them. */
  actions?: ReactNode;
}

/**
 * The row between a list's filters and its table: its page actions, then the 导出 ▾ menu (CSV / Excel
 * of the list with its applied filters). Left out when the user may use neither.
 */
export function ListToolbar({ actions, ...exportList }: ListToolbarProps) {
  const { can } = usePermissions();
  const canExport = !exportList.code || can(exportList.code);
  if (!actions && !canExport) return null;
  return (
    <Toolbar>
      {actions}
      {canExport && <ListExportButtons {...exportList} />}
    </Toolbar>
  );
}
