import { API } from '../../../src/contract/api-paths';
import { Type } from '@sinclair/typebox';
import { endSession } from '../../auth/sessions';
import { Fields } from '../../http/fields';
import { Strict } from '../../http/route';
import { announceLogin } from '../../live/events';
import type { ApiModule } from '../index';
import { accountStatus, bindMobile } from './account-status';
import { loginWithPassword } from './login';
import { loginWithSmsCode, loginWithSsoTicket, switchCompany } from './other-logins';
import { findPassword, prepareFindPassword } from './password-reset';
import {
  AccountStatusSchema,
  FindPasswordPrepareResultSchema,
  LoginResultSchema,
} from '../../http/wire/auth';
import { NoData } from '../../http/wire/schema';

/** SPEC §7 login/*: the ways in, company switching, find password, logout. */
export const authModule: ApiModule = {
  tag: 'login',
  routes(api) {
    api.post(
      API.login.login,
      {
        summary: '账号密码登录',
        response: LoginResultSchema,
        access: 'public',
        ipRateLimited: true,
        body: Strict({
          userAccount: Fields.userAccount(),
          password: Fields.encryptedPassword(),
          imageUuid: Type.Optional(Fields.id()),
          imageCode: Type.Optional(Type.String({ maxLength: 10 })),
        }),
      },
      async ({ deps, body, request }) =>
        announceLogin(deps.events, request.ip, await loginWithPassword(deps, body)),
    );
    api.post(
      API.login.conservoLogin,
      {
        summary: '手机验证码登录',
        response: LoginResultSchema,
        access: 'public',
        ipRateLimited: true,
        body: Strict({ mobile: Fields.mobile(), code: Fields.smsCode() }),
      },
      async ({ deps, body, request }) =>
        announceLogin(deps.events, request.ip, await loginWithSmsCode(deps, body.mobile, body.code)),
    );
    api.post(
      API.login.externalLogin,
      {
        summary: '第三方系统单点登录（一次性签名凭证）',
        response: LoginResultSchema,
        access: 'public',
        ipRateLimited: true,
        body: Strict({ ticket: Type.String({ minLength: 1, maxLength: 2048 }) }),
      },
      async ({ deps, body, request }) =>
        announceLogin(deps.events, request.ip, await loginWithSsoTicket(deps, body.ticket)),
    );
    api.post(
      API.login.switchCompanyLogin,
      {
        summary: '切换企业',
        response: LoginResultSchema,
        access: 'session',
        body: Strict({ companyId: Fields.id() }),
      },
      ({ deps, session, body }) => switchCompany(deps, session, body.companyId),
    );
    api.post(
      API.login.checkAccountStatus,
      {
        summary: '查询账号状态',
        response: AccountStatusSchema,
        access: 'public',
        ipRateLimited: true,
        body: Strict({ userAccount: Fields.userAccount() }),
      },
      ({ deps, body }) => accountStatus(deps, body.userAccount),
    );
    api.post(
      API.login.bindMobile,
      {
        summary: '绑定手机号',
        response: NoData(),
        access: 'session',
        body: Strict({ mobile: Fields.mobile(), code: Fields.smsCode() }),
      },
      ({ deps, session, body }) => bindMobile(deps, session, body.mobile, body.code),
    );
    api.post(
      API.login.trayFindPasswordPrepare,
      {
        summary: '找回密码：验证账号与手机号',
        response: FindPasswordPrepareResultSchema,
        access: 'public',
        ipRateLimited: true,
        body: Strict({ userAccount: Fields.userAccount(), mobile: Fields.mobile(), code: Fields.smsCode() }),
      },
      ({ deps, body }) => prepareFindPassword(deps, body),
    );
    api.post(
      API.login.findPassword,
      {
        summary: '找回密码：设置新密码',
        response: NoData(),
        access: 'public',
        ipRateLimited: true,
        body: Strict({
          resetTicket: Type.String({ minLength: 1, maxLength: 200 }),
          password: Fields.encryptedPassword(),
        }),
      },
      ({ deps, body }) => findPassword(deps, body.resetTicket, body.password),
    );
    api.post(
      API.login.logout,
      { summary: '退出登录', response: NoData(), access: 'session', body: Strict({}) },
      async ({ deps, session }) => {
        await endSession(deps, session.sessionId, 'logout');
        return null;
      },
    );
  },
};
