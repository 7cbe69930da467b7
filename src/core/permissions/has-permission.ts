import type { PermissionCode } from '../../contract/permissions';

/** Whether a permission set holds a code (SPEC §6: buttons are hidden unless it does). */
export function hasPermission(
  permissions: ReadonlySet<string> | readonly string[],
  code: PermissionCode,
): boolean {
  return 'has' in permissions ? permissions.has(code) : permissions.includes(code);
}
