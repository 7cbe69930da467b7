/** Role areas (SPEC §6). The registry itself is the contract's; core adds the module picker. */
export { ROLE_AREAS, MODULE_ROUTES, roleOfPath, areaOfRole } from '../contract/routes';

/** The module to open first: '1' when offered, else '2', else the first one ('' for none). */
export function pickDefaultModule(modules: readonly string[]): string {
  if (modules.includes('1')) return '1';
  if (modules.includes('2')) return '2';
  return modules[0] ?? '';
}
