import { Type } from '@sinclair/typebox';
import {
  ACCOUNT_STATUSES,
  ROLE_STATUSES,
  type CustomerAccount,
  type CustomerRole,
  type CustomerRoleDetail,
  type PermissionTreeArea,
  type RoleUseNumber,
  type SavedId,
} from '../../../src/contract/company-accounts';
import { Instant, Int, Nullable, OneOf, wire } from '../../http/wire/schema';

/** Response schemas of src/contract/company-accounts.ts. */

const RoleValueSchema = () =>
  Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(5), Type.Literal(6), Type.Literal(7)]);

export const CustomerAccountSchema = wire<CustomerAccount>()(
  Type.Object({
    id: Type.String(),
    userAccount: Type.String(),
    username: Type.String(),
    mobile: Nullable(Type.String()),
    mobileFull: Type.Boolean(),
    area: RoleValueSchema(),
    roleId: Nullable(Type.String()),
    roleName: Nullable(Type.String()),
    status: OneOf(ACCOUNT_STATUSES),
    isAdmin: Type.Boolean(),
    isSelf: Type.Boolean(),
    createdAt: Instant(),
  }),
);

export const CustomerRoleSchema = wire<CustomerRole>()(
  Type.Object({
    id: Type.String(),
    name: Type.String(),
    status: OneOf(ROLE_STATUSES),
    permissionCount: Int(),
    useNumber: Int(),
    createdAt: Instant(),
  }),
);

export const CustomerRoleDetailSchema = wire<CustomerRoleDetail>()(
  Type.Object({
    id: Type.String(),
    name: Type.String(),
    status: OneOf(ROLE_STATUSES),
    codes: Type.Array(Type.String()),
  }),
);

export const PermissionTreeSchema = wire<PermissionTreeArea[]>()(
  Type.Array(
    Type.Object({
      area: Type.String(),
      name: Type.String(),
      pages: Type.Array(
        Type.Object({
          name: Type.String(),
          permissions: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
        }),
      ),
    }),
  ),
);

export const RoleUseNumberSchema = wire<RoleUseNumber>()(Type.Object({ useNumber: Int() }));

export const SavedIdSchema = wire<SavedId>()(Type.Object({ id: Type.String() }));
