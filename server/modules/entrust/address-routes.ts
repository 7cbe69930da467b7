import { Type } from '@sinclair/typebox';
import { API } from '../../../src/contract/api-paths';
import { FREIGHT_CODES } from '../../../src/contract/freight';
import { Fields } from '../../http/fields';
import { registerPagedList } from '../../http/paged-list';
import { Strict, type ApiRouter } from '../../http/route';
import { NoData } from '../../http/wire/schema';
import { StockFields } from '../stock';
import { addressDetail, deleteAddress, listAddresses, saveAddress } from './addresses';
import { ADDRESS_COLUMNS } from './export-columns';
import { ENTRUST_EXPORT_LABELS, ENTRUST_LABELS } from './labels';
import { F, byId, opt, roles, session, text } from './route-fields';
import { EntrustAddressSchema } from './wire';

/** yeloflex/entrustAddress/: the shipper's addresses. */
export function addressRoutes(api: ApiRouter): void {
  registerPagedList(api, {
    path: API.entrustAddress.list,
    summary: '托运地址（名称、联系人或城市筛选；新地址在前；使用中的不能删除）',
    row: EntrustAddressSchema,
    roles,
    exportPermission: FREIGHT_CODES.addressExport,
    fileName: () => ENTRUST_EXPORT_LABELS.addressFile,
    filters: { keyword: opt(StockFields.text(50, ENTRUST_LABELS.addressKeyword)) },
    columns: ADDRESS_COLUMNS,
    run: (deps, session, filters, paging) => listAddresses(deps.db, session.companyId, filters, paging),
  });
  api.post(
    API.entrustAddress.save,
    {
      ...session,
      summary: '新增或编辑托运地址（无 id 为新增；已下的需求单保留原地址）',
      response: EntrustAddressSchema,
      permission: FREIGHT_CODES.addressEdit,
      body: Strict({
        id: opt(Fields.id()),
        name: text(1, 50, F.name),
        province: text(1, 20, F.province),
        city: text(1, 20, F.city),
        district: text(1, 20, F.district),
        detail: text(1, 100, F.detail),
        contact: text(1, 20, F.contact),
        phone: Type.String({
          pattern: '^(1[3-9]\\d{9}|0\\d{2,3}-?\\d{7,8})$',
          description: '联系电话（手机号或带区号的座机）',
        }),
      }),
    },
    ({ deps, session, body }) => saveAddress(deps.db, session.companyId, deps.clock(), body),
  );
  api.post(
    API.entrustAddress.detail,
    { ...session, summary: '托运地址详情', response: EntrustAddressSchema, body: byId },
    ({ deps, session, body }) => addressDetail(deps.db, session.companyId, body.id),
  );
  api.post(
    API.entrustAddress.delete,
    {
      ...session,
      summary: '删除托运地址（被未完结的需求单使用时拒绝，并指出是哪一单）',
      response: NoData(),
      permission: FREIGHT_CODES.addressEdit,
      body: byId,
    },
    async ({ deps, session, body }) => {
      await deleteAddress(deps.db, session.companyId, body.id);
      return null;
    },
  );
}
