/**
 * An in-memory stand-in for the customerCompany/ sub-account and role calls for the stories (offline
 * Storybook) and browser tests, with the server's rules the views show: masked mobiles unless the
 * caller is the administrator, no delete of a used role, 2003 on a taken account name; and the
 * administrator's calls (fake-company-admin.ts).
 * Not part of the widget's bundle.
 */
import type {
  CustomerAccount,
  CustomerAccountInput,
  CustomerRole,
  CustomerRoleInput,
  EnableRequest,
  PermissionTreeArea,
} from '../../contract/company-accounts';
import type { Envelope, Page } from '../../contract/envelope';
import { maskPhone } from '../../contract/phone';
import type { ApplicationStatus } from '../../contract/company-admin';
import { installFakeFetch, ok, type FakeFetch } from '../test-support/fake-fetch';
import { fakeAdministratorCalls } from './fake-company-admin';

export const ALL_ACCOUNT_CODES = [
  'center-account-company-add',
  'center-account-company-edit',
  'center-account-company-enable',
  'center-account-company-delete',
  'center-account-role-add',
  'center-account-role-edit',
  'center-account-role-enable',
  'center-account-role-delete',
  'center-account-admin-apply',
  'center-account-admin-authorize',
];

/** A part of the catalogue, grouped as getCustomerPermission answers it. */
export const PERMISSION_TREE_FIXTURE: PermissionTreeArea[] = [
  {
    area: 'yelopack',
    name: '托盘共享',
    pages: [
      {
        name: '自有库存',
        permissions: [
          { code: 'yelopack-stock-own-checkDetail', name: '自有库存-查看详情' },
          { code: 'yelopack-stock-own-transferOut', name: '自有库存-调拨出库' },
          { code: 'yelopack-stock-own-export', name: '自有库存-导出' },
        ],
      },
      {
        name: '调拨记录',
        permissions: [
          { code: 'yelopack-stock-transfer-export', name: '调拨记录-导出' },
          { code: 'yelopack-stock-transfer-cancel', name: '调拨记录-取消' },
        ],
      },
    ],
  },
  {
    area: 'center',
    name: '企业中心',
    pages: [
      {
        name: '角色管理',
        permissions: [
          { code: 'center-account-role-add', name: '角色管理-新增' },
          { code: 'center-account-role-edit', name: '角色管理-编辑' },
        ],
      },
    ],
  },
];

interface StoredAccount extends Omit<CustomerAccount, 'mobileFull' | 'isSelf' | 'roleName'> {
  mobile: string;
}
interface StoredRole {
  id: string;
  name: string;
  status: CustomerRole['status'];
  codes: string[];
  createdAt: string;
}

const account = (
  id: string,
  userAccount: string,
  username: string,
  mobile: string,
  roleId: string | null,
  extra: Partial<StoredAccount> = {},
): StoredAccount => ({
  id,
  userAccount,
  username,
  mobile,
  area: 2,
  roleId,
  status: 'active',
  isAdmin: false,
  createdAt: '2026-03-01T01:00:00Z',
  ...extra,
});

export const SELF_ID = 'acc-center';

export function installFakeCompanyAccountsBackend(
  options: {
    permissions?: readonly string[];
    /** The caller (demo_center) is the administrator; else demo_pallet is. */
    admin?: boolean;
    /** Seeds an application in this state (see fakeAdministratorCalls). */
    application?: ApplicationStatus;
    delayMs?: number;
  } = {},
): FakeFetch & { readonly accounts: StoredAccount[]; readonly roles: StoredRole[] } {
  const permissions = [...(options.permissions ?? ALL_ACCOUNT_CODES)];
  const roles: StoredRole[] = [
    {
      id: 'role-supervisor',
      name: '业务主管',
      status: 'enabled',
      codes: ['yelopack-stock-own-checkDetail', 'yelopack-stock-own-transferOut'],
      createdAt: '2026-01-01T01:00:00Z',
    },
    {
      id: 'role-clerk',
      name: '仓库文员',
      status: 'enabled',
      codes: ['yelopack-stock-own-checkDetail'],
      createdAt: '2026-01-02T01:00:00Z',
    },
    { id: 'role-unused', name: '临时角色', status: 'disabled', codes: [], createdAt: '2026-01-03T01:00:00Z' },
  ];
  const accounts: StoredAccount[] = [
    account('acc-admin', 'demo_pallet', '李娜', '13800000002', null, { isAdmin: !options.admin }),
    account(SELF_ID, 'demo_center', '王芳', '13800000003', 'role-supervisor', {
      area: 5,
      isAdmin: options.admin ?? false,
    }),
    account('acc-clerk', 'demo_clerk', '赵敏', '13800000007', 'role-clerk'),
    ...Array.from({ length: 10 }, (_, index) =>
      account(`acc-extra-${index}`, `worker_${index + 1}`, `员工${index + 1}`, `1390000010${index}`, null),
    ),
  ];
  const session = { admin: options.admin ?? false, selfId: SELF_ID };
  const administratorCall = fakeAdministratorCalls(accounts, session, options.application);
  let serial = 0;
  const refuse = (errmsg: string): Envelope => ({ errcode: -1, errmsg, data: null });
  const refuseField = (field: string, message: string): Envelope => ({
    errcode: 2003,
    errmsg: message,
    data: { fields: [{ field, message }] },
  });
  const view = (stored: StoredAccount): CustomerAccount => ({
    ...stored,
    mobile: session.admin ? stored.mobile : maskPhone(stored.mobile),
    mobileFull: session.admin,
    isSelf: stored.id === SELF_ID,
    roleName: roles.find((role) => role.id === stored.roleId)?.name ?? null,
  });
  const pageOf = <T>(rows: T[], pageNum: number, pageSize: number): Page<T> => ({
    list: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    total: rows.length,
    pageNum,
    pageSize,
    pages: Math.ceil(rows.length / pageSize),
  });

  const fetch = installFakeFetch(
    (call) => {
      const body = call.body;
      const path = call.path.replace(/^\/api\/api\//, '');
      switch (path) {
        case 'permission/loadMenuAndPermission':
          return ok({ menus: [], permissions });
        case 'customerCompany/searchCustomerAccount': {
          const { pageNum, pageSize, keyword, status, roleId } = body as Record<string, string> & {
            pageNum: number;
            pageSize: number;
          };
          const rows = accounts
            .filter((row) => !keyword || `${row.userAccount}${row.username}`.includes(keyword))
            .filter((row) => !status || row.status === status)
            .filter((row) => !roleId || row.roleId === roleId);
          return ok(pageOf(rows.map(view), pageNum, pageSize));
        }
        case 'customerCompany/getCustomerAccountById': {
          const found = accounts.find((row) => row.id === body.id);
          return found ? ok(view(found)) : refuse('账号不存在');
        }
        case 'customerCompany/addOrModifyCustomerAccount': {
          const input = body as unknown as CustomerAccountInput;
          if (input.id) {
            const found = accounts.find((row) => row.id === input.id);
            if (!found) return refuse('账号不存在');
            Object.assign(found, {
              username: input.username,
              area: input.area,
              roleId: input.roleId,
              ...(input.mobile && { mobile: input.mobile }),
            });
            return ok({ id: found.id });
          }
          if (accounts.some((row) => row.userAccount === input.userAccount))
            return refuseField('userAccount', '账号已存在');
          const id = `acc-new-${++serial}`;
          accounts.unshift(
            account(id, input.userAccount!, input.username, input.mobile!, input.roleId, {
              area: input.area,
              createdAt: '2026-04-01T01:00:00Z',
            }),
          );
          return ok({ id });
        }
        case 'customerCompany/enableOrDisableCustomerAccount': {
          const { id, enabled } = body as unknown as EnableRequest;
          const found = accounts.find((row) => row.id === id);
          if (!found) return refuse('账号不存在');
          found.status = enabled ? 'active' : 'disabled';
          return ok(null);
        }
        case 'customerCompany/deleteCustomerCompanyAccount': {
          const index = accounts.findIndex((row) => row.id === body.id);
          if (index < 0) return refuse('账号不存在');
          accounts.splice(index, 1);
          return ok(null);
        }
        case 'customerCompany/searchCustomerCompanyRole': {
          const { pageNum, pageSize, keyword, status } = body as Record<string, string> & {
            pageNum: number;
            pageSize: number;
          };
          const rows = roles
            .filter((role) => !keyword || role.name.includes(keyword))
            .filter((role) => !status || role.status === status)
            .map((role): CustomerRole => ({
              id: role.id,
              name: role.name,
              status: role.status,
              permissionCount: role.codes.length,
              useNumber: accounts.filter((row) => row.roleId === role.id).length,
              createdAt: role.createdAt,
            }));
          return ok(pageOf(rows, pageNum, pageSize));
        }
        case 'customerCompany/getCustomerPermission':
          return ok(PERMISSION_TREE_FIXTURE);
        case 'customerCompany/getCustomerRoleDetail': {
          const role = roles.find((candidate) => candidate.id === body.id);
          return role
            ? ok({ id: role.id, name: role.name, status: role.status, codes: role.codes })
            : refuse('角色不存在');
        }
        case 'customerCompany/getCustomerCompanyRoleUseNumber':
          return ok({ useNumber: accounts.filter((row) => row.roleId === body.id).length });
        case 'customerCompany/addOrModifyCustomerCompanyRole': {
          const input = body as unknown as CustomerRoleInput;
          if (roles.some((role) => role.name === input.name && role.id !== input.id))
            return refuseField('name', '角色名称已存在');
          const found = input.id ? roles.find((role) => role.id === input.id) : undefined;
          if (input.id && !found) return refuse('角色不存在');
          if (found) Object.assign(found, { name: input.name, codes: input.codes });
          const id = found?.id ?? `role-new-${++serial}`;
          if (!found)
            roles.push({
              id,
              name: input.name,
              status: 'enabled',
              codes: input.codes,
              createdAt: '2026-04-01T01:00:00Z',
            });
          return ok({ id });
        }
        case 'customerCompany/enableOrDisableCustomerCompanyRole': {
          const { id, enabled } = body as unknown as EnableRequest;
          const role = roles.find((candidate) => candidate.id === id);
          if (!role) return refuse('角色不存在');
          role.status = enabled ? 'enabled' : 'disabled';
          return ok(null);
        }
        case 'customerCompany/deleteCustomerCompanyRole': {
          const used = accounts.filter((row) => row.roleId === body.id).length;
          if (used > 0) return refuse(`该角色正在被 ${used} 个账号使用，不能删除`);
          const index = roles.findIndex((role) => role.id === body.id);
          if (index < 0) return refuse('角色不存在');
          roles.splice(index, 1);
          return ok(null);
        }
        default:
          return administratorCall(path, body);
      }
    },
    { delayMs: options.delayMs ?? 0 },
  );
  return { ...fetch, accounts, roles };
}
