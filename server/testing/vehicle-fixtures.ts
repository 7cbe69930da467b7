import type { WaybillStatus } from '../../src/contract/transport';
import type { VehicleProvider } from '../../src/contract/vehicles';
import { CLERK_ROLE } from '../db/seed/demo-accounts';
import { newId } from '../db/ids';
import type { Db } from '../db/schema';
import { transportDb } from '../modules/transport';

export interface TestWaybill {
  documentNo: string;
  status: WaybillStatus;
  fromCompanyId: string;
  fromWarehouseId: string;
  toCompanyId: string;
  toWarehouseId: string;
  plateNumber: string;
  provider?: VehicleProvider | null;
  departedAt?: number | null;
  confirmedAt?: number | null;
  createdAt?: number;
}

/**
 * A waybill row written straight into the table (the read-side tests need waybills in given states and
 * times, not the transport flow that the transport module tests).
 */
export async function insertWaybill(db: Db, waybill: TestWaybill): Promise<void> {
  const at = waybill.createdAt ?? waybill.departedAt ?? 0;
  await transportDb(db)
    .insertInto('waybills')
    .values({
      id: newId(),
      document_no: waybill.documentNo,
      status: waybill.status,
      tray_type_code: '1210',
      quantity: 20,
      remark: '',
      request_id: newId(),
      created_at: at,
      updated_at: at,
      from_company_id: waybill.fromCompanyId,
      from_warehouse_id: waybill.fromWarehouseId,
      to_company_id: waybill.toCompanyId,
      to_warehouse_id: waybill.toWarehouseId,
      owner_company_id: waybill.fromCompanyId,
      plate_number: waybill.plateNumber,
      driver_name: '王师傅',
      driver_phone: '13912345678',
      vehicle_provider: waybill.provider === undefined ? 'trans' : waybill.provider,
      departed_at: waybill.departedAt ?? null,
      arrived_at: null,
      confirmed_at: waybill.confirmedAt ?? null,
      deleted_at: waybill.status === 'deleted' ? at : null,
    })
    .execute();
}

/** Takes a permission code from the demo clerk's custom role (for the 4030 tests of codes it holds). */
export async function revokeFromClerk(db: Db, code: string): Promise<void> {
  const roles = db.selectFrom('company_roles').select('id').where('name', '=', CLERK_ROLE);
  await db.deleteFrom('role_permissions').where('role_id', 'in', roles).where('code', '=', code).execute();
}
