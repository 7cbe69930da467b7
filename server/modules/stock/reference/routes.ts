import { API } from '../../../../src/contract/api-paths';
import { Strict } from '../../../http/route';
import { registerExport } from '../../../http/export';
import type { ApiModule } from '../../index';
import { equipmentOfWarehouse } from './equipment';
import { PALLET_CODE_COLUMNS, WAREHOUSE_COLUMNS } from './export-columns';
import { REFERENCE_LABELS as L } from './labels';
import { exportPalletCodes, palletCodeDetail, searchPalletCodes } from './pallet-codes';
import { ReferenceFields as F } from './schemas';
import { listTrayTypes } from './tray-types';
import {
  addWarehouse,
  deleteWarehouse,
  exportWarehouses,
  searchWarehouses,
  setDefaultWarehouse,
  updateWarehouse,
  warehouseDetail,
} from './warehouses';
import { Type } from '@sinclair/typebox';
import { NoData, PageOf } from '../../../http/wire/schema';
import { EquipmentSchema, PalletCodeSchema, TrayTypeSchema, WarehouseSchema } from '../../../http/wire/stock';
import { seedReferenceData } from './seed';

/** Pallet sharing (2); a downstream C1 (7) reads its own warehouses, its receiving addresses. */
const READERS = [2, 7] as const;
const PALLET_AREA = [2] as const;

/** SPEC §7: getTrayTypeCodes, recevingaddress/*, equipment/getEquipmentByWarehouseId, code/*. */
export const referenceModule: ApiModule = {
  tag: 'stockReference',
  seedDemo: seedReferenceData,
  routes(api) {
    api.post(
      API.trayType.getTrayTypeCodes,
      { summary: '托盘类型列表', response: Type.Array(TrayTypeSchema), access: 'session', body: Strict({}) },
      ({ deps }) => listTrayTypes(deps.db),
    );

    api.post(
      API.recevingaddress.searchList,
      {
        summary: '仓库列表（默认仓库在前）',
        response: PageOf(WarehouseSchema),
        access: 'session',
        roles: READERS,
        body: Strict({ pageNum: F.pageNum(), pageSize: F.pageSize(), ...F.warehouseFilters() }),
      },
      ({ deps, session, body }) => searchWarehouses(deps.db, session, body),
    );
    registerExport(api, `${API.recevingaddress.searchList}Export`, {
      summary: '导出仓库列表',
      permission: 'yelopack-address-manage-export',
      roles: PALLET_AREA,
      query: Strict(F.warehouseFilters()),
      fileName: () => L.warehouseExportName,
      columns: WAREHOUSE_COLUMNS,
      rows: ({ deps, session, query }) => exportWarehouses(deps.db, session, query),
    });
    api.post(
      API.recevingaddress.detail,
      {
        summary: '仓库详情',
        response: WarehouseSchema,
        access: 'session',
        roles: READERS,
        body: Strict({ id: F.id() }),
      },
      ({ deps, session, body }) => warehouseDetail(deps.db, session, body),
    );
    api.post(
      API.recevingaddress.add,
      {
        summary: '新增仓库',
        response: WarehouseSchema,
        access: 'session',
        roles: PALLET_AREA,
        permission: 'yelopack-address-manage-new',
        body: Strict(F.warehouseInput()),
      },
      ({ deps, session, body }) => addWarehouse(deps, session, body),
    );
    api.post(
      API.recevingaddress.update,
      {
        summary: '编辑仓库',
        response: WarehouseSchema,
        access: 'session',
        roles: PALLET_AREA,
        permission: 'yelopack-address-manage-edit',
        body: Strict({ id: F.id(), ...F.warehouseInput() }),
      },
      ({ deps, session, body }) => updateWarehouse(deps, session, body),
    );
    api.post(
      API.recevingaddress.setDefault,
      {
        summary: '设为默认仓库',
        response: WarehouseSchema,
        access: 'session',
        roles: PALLET_AREA,
        permission: 'yelopack-address-manage-edit',
        body: Strict({ id: F.id() }),
      },
      ({ deps, session, body }) => setDefaultWarehouse(deps, session, body),
    );
    api.post(
      API.recevingaddress.delete,
      {
        summary: '删除仓库（有库存时不可删除）',
        response: NoData(),
        access: 'session',
        roles: PALLET_AREA,
        permission: 'yelopack-address-manage-edit',
        body: Strict({ id: F.id() }),
      },
      ({ deps, session, body }) => deleteWarehouse(deps, session, body),
    );

    api.post(
      API.equipment.getEquipmentByWarehouseId,
      {
        summary: '仓库的门禁读写器',
        response: Type.Array(EquipmentSchema),
        access: 'session',
        roles: READERS,
        body: Strict({ warehouseId: F.id() }),
      },
      ({ deps, session, body }) => equipmentOfWarehouse(deps.db, session, body.warehouseId),
    );

    api.post(
      API.code.searchCodeList,
      {
        summary: '托盘编码列表（最近流转在前）',
        response: PageOf(PalletCodeSchema),
        access: 'session',
        roles: PALLET_AREA,
        body: Strict({ pageNum: F.pageNum(), pageSize: F.pageSize(), ...F.palletCodeFilters() }),
      },
      ({ deps, session, body }) => searchPalletCodes(deps.db, session, body),
    );
    registerExport(api, `${API.code.searchCodeList}Export`, {
      summary: '导出托盘编码',
      permission: 'yelopack-stock-code-export',
      roles: PALLET_AREA,
      query: Strict(F.palletCodeFilters()),
      fileName: () => L.palletCodeExportName,
      columns: PALLET_CODE_COLUMNS,
      rows: ({ deps, session, query }) => exportPalletCodes(deps.db, session, query),
    });
    api.post(
      API.code.getCodeDetail,
      {
        summary: '托盘编码详情',
        response: PalletCodeSchema,
        access: 'session',
        roles: PALLET_AREA,
        body: Strict({ traceId: F.traceId() }),
      },
      ({ deps, session, body }) => palletCodeDetail(deps.db, session, body.traceId),
    );
  },
};
