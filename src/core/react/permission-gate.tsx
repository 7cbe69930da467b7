import type { ReactNode } from 'react';
import type { PermissionCode } from '../../contract/permissions';
import { usePermissions } from './use-permissions';

export interface PermissionGateProps {
  /** A permission code of the catalogue, such as yelopack-stock-own-export. */
  code: PermissionCode;
  /** Shown instead when the code is not held (default: nothing). */
  fallback?: ReactNode;
  children?: ReactNode;
}

/** Renders its children only when the session holds `code` (SPEC §6). */
export function PermissionGate({ code, fallback = null, children }: PermissionGateProps) {
  const { can } = usePermissions();
  return <>{can(code) ? children : fallback}</>;
}
