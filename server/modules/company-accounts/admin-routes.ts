import { Type } from '@sinclair/typebox';
import { API } from '../../../src/contract/api-paths';
import type { AdministratorScene } from '../../../src/contract/company-admin';
import type { PermissionCode } from '../../../src/contract/permissions';
import { VerificationCodeSentSchema } from '../../http/wire/auth';
import { businessError } from '../../http/envelope';
import { Fields } from '../../http/fields';
import { requirePermission, Strict, type ApiRouter } from '../../http/route';
import { NoData, Nullable } from '../../http/wire/schema';
import { applyAdministrator, declineApplication } from './admin-applications';
import { administratorAccount } from './admin-read';
import { sendOwnCode } from './admin-codes';
import { authorizeAdministrator, requireAdministrator } from './admin-transfer';
import { AdministratorAccountSchema, AdministratorApplicationSchema } from './admin-wire';
import { ADMIN_LABELS } from './labels';

/** The enterprise center (role 5) is where a company is administered. */
const session = { access: 'session', roles: [5] } as const;
const AUTHORIZE = 'center-account-admin-authorize';
const APPLY = 'center-account-admin-apply';

/** The code each scene's sender needs; the transfer's is also the administrator's alone. */
const SCENE_CODES: Record<AdministratorScene, PermissionCode> = {
  authorizeAdministrator: AUTHORIZE,
  applyAdministrator: APPLY,
};

/** SPEC §7 company/getAdministratorAccount, authorizeAdministrator and customerCompany/applyAdministrator. */
export function administratorRoutes(api: ApiRouter): void {
  api.post(
    API.company.getAdministratorAccount,
    {
      ...session,
      summary: '企业管理员（手机号仅对管理员本人完整），管理员可见待处理的申请，其他账号可见本人的申请',
      response: AdministratorAccountSchema,
      body: Strict({}),
    },
    ({ deps, session }) => administratorAccount(deps.db, session, deps.clock()),
  );
  api.post(
    API.company.getAdministratorVerifyCode,
    {
      ...session,
      summary: '发送转让或申请企业管理员的短信验证码到本人手机',
      permission: [AUTHORIZE, APPLY],
      ipRateLimited: true,
      response: VerificationCodeSentSchema,
      body: Strict({
        scene: Type.Union([Type.Literal('authorizeAdministrator'), Type.Literal('applyAdministrator')]),
      }),
    },
    async ({ deps, session, body }) => {
      await requirePermission(deps, session, SCENE_CODES[body.scene]);
      if (body.scene === 'authorizeAdministrator') requireAdministrator(session);
      else if (session.isAdmin) throw businessError(ADMIN_LABELS.alreadyAdministrator);
      return sendOwnCode(deps, session, body.scene);
    },
  );
  api.post(
    API.company.authorizeAdministrator,
    {
      ...session,
      summary: '转让企业管理员给本企业另一个已启用的账号（短信验证码发送到管理员本人手机）',
      permission: AUTHORIZE,
      response: NoData(),
      body: Strict({
        accountId: Fields.id(),
        formerRoleId: Nullable(Fields.id()),
        code: Fields.smsCode(),
      }),
    },
    ({ deps, session, body }) => authorizeAdministrator(deps, session, body),
  );
  api.post(
    API.company.declineAdministratorApplication,
    {
      ...session,
      summary: '拒绝成为企业管理员的申请',
      permission: AUTHORIZE,
      response: NoData(),
      body: Strict({ id: Fields.id() }),
    },
    ({ deps, session, body }) => declineApplication(deps, session, body.id),
  );
  api.post(
    API.customerCompany.applyAdministrator,
    {
      ...session,
      summary: '申请成为企业管理员（短信验证码发送到本人手机；同一 requestId 只申请一次）',
      permission: APPLY,
      response: AdministratorApplicationSchema,
      body: Strict({
        code: Fields.smsCode(),
        requestId: Type.String({ minLength: 1, maxLength: 64, description: '请求 id（幂等）' }),
      }),
    },
    ({ deps, session, body }) => applyAdministrator(deps, session, body),
  );
}
