import { Type } from '@sinclair/typebox';
import { API } from '../../../src/contract/api-paths';
import { ACCOUNT_STATUSES, ROLE_STATUSES, SUB_ACCOUNT_AREAS } from '../../../src/contract/company-accounts';
import { PERMISSIONS } from '../../../src/contract/permissions';
import { Fields } from '../../http/fields';
import { pageFields } from '../../http/paged-list';
import { requirePermission, Strict } from '../../http/route';
import { NoData, Nullable, OneOf, PageOf } from '../../http/wire/schema';
import type { ApiModule } from '../index';
import { administratorRoutes } from './admin-routes';
import { deleteAccount, saveAccount, setAccountEnabled } from './account-writes';
import { accountOfCompany, searchAccounts } from './accounts';
import { permissionTree } from './permission-tree';
import { companyAdministrator } from './migrations/0022-company-administrator';
import { deleteRole, saveRole, setRoleEnabled } from './role-writes';
import { roleDetail, roleUseNumber, searchRoles } from './roles';
import {
  CustomerAccountSchema,
  CustomerRoleDetailSchema,
  CustomerRoleSchema,
  PermissionTreeSchema,
  RoleUseNumberSchema,
  SavedIdSchema,
} from './wire';

const opt = Type.Optional;
/** The enterprise center (role 5) manages the company's accounts and roles. */
const CENTER = [5] as const;
const session = { access: 'session', roles: CENTER } as const;

const byId = Strict({ id: Fields.id() });
const enableBody = Strict({ id: Fields.id(), enabled: Type.Boolean() });
const keyword = () => opt(Type.String({ maxLength: 50, description: '账号、姓名或角色名称的一部分' }));

const AreaSchema = Type.Union(SUB_ACCOUNT_AREAS.map((area) => Type.Literal(area)));

/**
 * SPEC §7 customerCompany/ sub-accounts (子账号管理) and custom roles (角色管理), issue 12 item 5, and the
 * company administrator (企业管理员), item 6.
 */
export const companyAccountsModule: ApiModule = {
  tag: 'customerCompanyAccount',
  migrations: { '0022-company-administrator': companyAdministrator },
  routes(api) {
    api.post(
      API.customerCompany.searchCustomerAccount,
      {
        ...session,
        summary: '子账号列表（手机号脱敏，管理员可见完整号码）',
        response: PageOf(CustomerAccountSchema),
        body: Strict({
          ...pageFields(),
          keyword: keyword(),
          status: opt(OneOf(ACCOUNT_STATUSES)),
          roleId: opt(Fields.id()),
        }),
      },
      ({ deps, session, body: { pageNum, pageSize, ...filters } }) =>
        searchAccounts(deps.db, session, filters, { pageNum, pageSize }),
    );
    api.post(
      API.customerCompany.getCustomerAccountById,
      {
        ...session,
        summary: '子账号详情',
        permission: ['center-account-company-edit', 'center-account-company-add'],
        response: CustomerAccountSchema,
        body: byId,
      },
      ({ deps, session, body }) => accountOfCompany(deps.db, session, body.id),
    );
    api.post(
      API.customerCompany.addOrModifyCustomerAccount,
      {
        ...session,
        summary: '新增或编辑子账号（新账号的初始密码以短信发送到其手机）',
        permission: ['center-account-company-add', 'center-account-company-edit'],
        response: SavedIdSchema,
        body: Strict({
          id: opt(Fields.id()),
          userAccount: opt(Fields.newUserAccount()),
          username: Fields.name('姓名'),
          mobile: opt(Fields.mobile()),
          area: AreaSchema,
          roleId: Nullable(Fields.id()),
        }),
      },
      async ({ deps, session, body }) => {
        // Adding and editing are two codes: the body tells which one this call needs.
        await requirePermission(
          deps,
          session,
          body.id === undefined ? 'center-account-company-add' : 'center-account-company-edit',
        );
        return saveAccount(deps, session, body);
      },
    );
    api.post(
      API.customerCompany.enableOrDisableCustomerAccount,
      {
        ...session,
        summary: '启用或停用子账号',
        permission: 'center-account-company-enable',
        response: NoData(),
        body: enableBody,
      },
      ({ deps, session, body }) => setAccountEnabled(deps, session, body),
    );
    api.post(
      API.customerCompany.deleteCustomerCompanyAccount,
      {
        ...session,
        summary: '删除子账号（不能删除自己和企业管理员）',
        permission: 'center-account-company-delete',
        response: NoData(),
        body: byId,
      },
      ({ deps, session, body }) => deleteAccount(deps, session, body.id),
    );
    api.post(
      API.customerCompany.searchCustomerCompanyRole,
      {
        ...session,
        summary: '角色列表（含使用人数）',
        response: PageOf(CustomerRoleSchema),
        body: Strict({ ...pageFields(), keyword: keyword(), status: opt(OneOf(ROLE_STATUSES)) }),
      },
      ({ deps, session, body: { pageNum, pageSize, ...filters } }) =>
        searchRoles(deps.db, session, filters, { pageNum, pageSize }),
    );
    api.post(
      API.customerCompany.getCustomerCompanyRoleUseNumber,
      { ...session, summary: '角色使用人数', response: RoleUseNumberSchema, body: byId },
      ({ deps, session, body }) => roleUseNumber(deps.db, session, body.id),
    );
    api.post(
      API.customerCompany.getCustomerPermission,
      {
        ...session,
        summary: '权限树（按区域、页面分组）',
        permission: ['center-account-role-add', 'center-account-role-edit'],
        response: PermissionTreeSchema,
        body: Strict({}),
      },
      async () => permissionTree(),
    );
    api.post(
      API.customerCompany.getCustomerRoleDetail,
      {
        ...session,
        summary: '角色详情（权限编码）',
        permission: ['center-account-role-edit', 'center-account-role-add'],
        response: CustomerRoleDetailSchema,
        body: byId,
      },
      ({ deps, session, body }) => roleDetail(deps.db, session, body.id),
    );
    api.post(
      API.customerCompany.addOrModifyCustomerCompanyRole,
      {
        ...session,
        summary: '新增或编辑角色（权限编码须在目录中）',
        permission: ['center-account-role-add', 'center-account-role-edit'],
        response: SavedIdSchema,
        body: Strict({
          id: opt(Fields.id()),
          name: Type.String({ minLength: 1, maxLength: 30, description: '角色名称' }),
          codes: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: PERMISSIONS.length }),
        }),
      },
      async ({ deps, session, body }) => {
        await requirePermission(
          deps,
          session,
          body.id === undefined ? 'center-account-role-add' : 'center-account-role-edit',
        );
        return saveRole(deps, session, body);
      },
    );
    api.post(
      API.customerCompany.deleteCustomerCompanyRole,
      {
        ...session,
        summary: '删除角色（仅限无人使用的角色）',
        permission: 'center-account-role-delete',
        response: NoData(),
        body: byId,
      },
      ({ deps, session, body }) => deleteRole(deps, session, body.id),
    );
    api.post(
      API.customerCompany.enableOrDisableCustomerCompanyRole,
      {
        ...session,
        summary: '启用或停用角色',
        permission: 'center-account-role-enable',
        response: NoData(),
        body: enableBody,
      },
      ({ deps, session, body }) => setRoleEnabled(deps, session, body),
    );
    administratorRoutes(api);
  },
};
