/**
 * Wire types of the enterprise center's sub-accounts and custom roles (SPEC §7 customerCompany/,
 * issue 12 item 5). A sub-account is an account with a membership in the session's company; its
 * custom role (one per membership) gives it permission codes of the catalogue (permissions.ts).
 * The server reads the codes on every call, so a change to a role or an account holds at its next call.
 */
import type { RoleValue } from './auth';
import type { PageQuery } from './envelope';

/** Role areas a company gives its sub-accounts: 系统首页, 托盘共享, 企业中心. */
export const SUB_ACCOUNT_AREAS = [1, 2, 5] as const satisfies readonly RoleValue[];
export type SubAccountArea = (typeof SUB_ACCOUNT_AREAS)[number];

export type AccountStatus = 'active' | 'disabled';
export const ACCOUNT_STATUSES: readonly AccountStatus[] = ['active', 'disabled'];
export type RoleStatus = 'enabled' | 'disabled';
export const ROLE_STATUSES: readonly RoleStatus[] = ['enabled', 'disabled'];

/** POST customerCompany/searchCustomerAccount */
export interface CustomerAccountQuery extends PageQuery {
  /** Part of the account name or the person's name. */
  keyword?: string;
  status?: AccountStatus;
  roleId?: string;
}

/** A row of searchCustomerAccount, and getCustomerAccountById's answer. */
export interface CustomerAccount {
  id: string;
  userAccount: string;
  username: string;
  /** Masked (138****0001) unless the caller is the company's administrator. */
  mobile: string | null;
  /** True when `mobile` is the full number (the caller is the administrator). */
  mobileFull: boolean;
  area: RoleValue;
  roleId: string | null;
  roleName: string | null;
  status: AccountStatus;
  /** The company's administrator: never deleted, disabled or edited by a sub-account. */
  isAdmin: boolean;
  /** The caller's own account: never deleted or disabled by itself. */
  isSelf: boolean;
  createdAt: string;
}

/**
 * POST customerCompany/addOrModifyCustomerAccount: without `id` a new account (userAccount and mobile
 * required; its initial password goes to the mobile by SMS), with `id` a change (userAccount fixed;
 * mobile absent keeps the number). A repeat of an add (same name, same mobile, same company) answers
 * the account it made.
 */
export interface CustomerAccountInput {
  id?: string;
  userAccount?: string;
  username: string;
  mobile?: string;
  area: SubAccountArea;
  roleId: string | null;
}

/** POST enableOrDisableCustomerAccount / enableOrDisableCustomerCompanyRole: repeating one is a no-op. */
export interface EnableRequest {
  id: string;
  enabled: boolean;
}

/** POST searchCustomerCompanyRole */
export interface CustomerRoleQuery extends PageQuery {
  keyword?: string;
  status?: RoleStatus;
}

/** A row of searchCustomerCompanyRole. */
export interface CustomerRole {
  id: string;
  name: string;
  status: RoleStatus;
  /** Permission codes the role holds. */
  permissionCount: number;
  /** Accounts of the company holding the role (getCustomerCompanyRoleUseNumber). */
  useNumber: number;
  createdAt: string;
}

/** getCustomerRoleDetail */
export interface CustomerRoleDetail {
  id: string;
  name: string;
  status: RoleStatus;
  codes: string[];
}

/** POST addOrModifyCustomerCompanyRole: codes of the catalogue only. */
export interface CustomerRoleInput {
  id?: string;
  name: string;
  codes: string[];
}

/** getCustomerPermission: the catalogue as a tree, area → page → codes. */
export interface PermissionTreeArea {
  area: string;
  name: string;
  pages: { name: string; permissions: { code: string; name: string }[] }[];
}

/** getCustomerCompanyRoleUseNumber */
export interface RoleUseNumber {
  useNumber: number;
}

/** The id a write answers. */
export interface SavedId {
  id: string;
}
