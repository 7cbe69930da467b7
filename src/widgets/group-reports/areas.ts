/** The two areas of the folder: what each reads, which export code gates its exports, which filters it offers. */
import type { PermissionCode } from '../../contract/permissions';
import { DOWNSTREAM_PATHS, GROUP_PATHS, type AreaPaths } from './api';

export interface ReportArea {
  paths: AreaPaths;
  exportCode: PermissionCode;
  /** Role 6 filters by member company; role 7 sees its own company only. */
  memberFilter: boolean;
  /** Role 7 filters by its own warehouses; a group's members' warehouses have no lookup of ours. */
  warehouseFilter: boolean;
}

export const GROUP_AREA: ReportArea = {
  paths: GROUP_PATHS,
  exportCode: 'group-data-export',
  memberFilter: true,
  warehouseFilter: false,
};

export const DOWNSTREAM_AREA: ReportArea = {
  paths: DOWNSTREAM_PATHS,
  exportCode: 'downstream-data-export',
  memberFilter: false,
  warehouseFilter: true,
};
