/** Whether a permission set holds a code (SPEC §6: buttons are hidden unless it does). */
export function hasPermission(permissions: ReadonlySet<string> | readonly string[], code: string): boolean {
  return 'has' in permissions ? permissions.has(code) : permissions.includes(code);
}
