import type { PermissionCode } from '../../contract/permissions';
import { usePermissions } from '../../core';
import { Button } from '../../ui';

export interface RowActionProps {
  /** The permission code (SPEC §6) without which the button is not shown. */
  code: PermissionCode;
  label: string;
  onClick: () => void;
}

/** One button of a balance row's 操作 cell, shown only with its permission code. */
export function RowAction({ code, label, onClick }: RowActionProps) {
  const { can } = usePermissions();
  if (!can(code)) return null;
  return (
    <Button variant="link" size="small" onClick={onClick}>
      {label}
    </Button>
  );
}
