/**
 * The administrator's company/ calls of the fake backend (see fake-company-accounts-backend.ts): the
 * administrator is the stored account flagged isAdmin; codes are "sent" and FAKE_SMS_CODE is the right
 * one. Not part of the widget's bundle.
 */
import type { CustomerAccount } from '../../contract/company-accounts';
import type {
  AdministratorAccount,
  AdministratorApplication,
  ApplicationStatus,
  AuthorizeAdministratorRequest,
} from '../../contract/company-admin';
import type { Envelope } from '../../contract/envelope';
import { maskPhone } from '../../contract/phone';
import { ok } from '../test-support/fake-fetch';

export const FAKE_SMS_CODE = '123456';

type StoredAccount = Pick<CustomerAccount, 'id' | 'userAccount' | 'username' | 'isAdmin'> & {
  mobile: string;
};

export interface FakeAdminSession {
  /** The caller is the administrator (changes with a transfer). */
  admin: boolean;
  selfId: string;
}

const refuse = (errmsg: string, errcode = -1): Envelope => ({ errcode, errmsg, data: null });

const applicationOf = (account: StoredAccount, status: ApplicationStatus): AdministratorApplication => ({
  id: `app-${account.id}`,
  accountId: account.id,
  userAccount: account.userAccount,
  username: account.username,
  status,
  createdAt: '2026-04-02T01:00:00Z',
  expiresAt: '2026-04-09T01:00:00Z',
  decidedAt: status === 'pending' ? null : '2026-04-03T01:00:00Z',
});

/**
 * The handler of the administrator calls; `application` seeds one application in that state: of the
 * first other account when the caller is the administrator, else the caller's own.
 */
export function fakeAdministratorCalls(
  accounts: StoredAccount[],
  session: FakeAdminSession,
  application?: ApplicationStatus,
) {
  const self = () => accounts.find((row) => row.id === session.selfId) as StoredAccount;
  const applicant = session.admin ? accounts.find((row) => row.id !== session.selfId) : self();
  const applications: AdministratorApplication[] =
    application && applicant ? [applicationOf(applicant, application)] : [];

  const administratorAccount = (): AdministratorAccount => {
    const admin = accounts.find((row) => row.isAdmin);
    return {
      administrator: admin
        ? {
            accountId: admin.id,
            userAccount: admin.userAccount,
            username: admin.username,
            mobile: session.admin ? admin.mobile : maskPhone(admin.mobile),
          }
        : null,
      isAdministrator: session.admin,
      applications: session.admin ? applications.filter((row) => row.status === 'pending') : [],
      myApplication: session.admin
        ? null
        : (applications.findLast((row) => row.accountId === session.selfId) ?? null),
    };
  };

  const authorize = ({ accountId, code }: AuthorizeAdministratorRequest): Envelope => {
    if (!session.admin) return refuse('只有企业管理员可以执行此操作', 4030);
    if (code !== FAKE_SMS_CODE) return refuse('验证码错误');
    const target = accounts.find((row) => row.id === accountId);
    if (!target) return refuse('账号不存在');
    for (const row of accounts) row.isAdmin = row.id === accountId;
    session.admin = false;
    for (const row of applications)
      if (row.accountId === accountId && row.status === 'pending') row.status = 'granted';
    return ok(null);
  };

  return (path: string, body: Record<string, unknown>): Envelope | undefined => {
    switch (path) {
      case 'company/getAdministratorAccount':
        return ok(administratorAccount());
      case 'company/getAdministratorVerifyCode':
        return ok({ expiresInSeconds: 300, resendAfterSeconds: 60 });
      case 'company/authorizeAdministrator':
        return authorize(body as unknown as AuthorizeAdministratorRequest);
      case 'company/declineAdministratorApplication': {
        const found = applications.find((row) => row.id === body.id && row.status === 'pending');
        if (!found) return refuse('该申请已处理或已过期');
        found.status = 'declined';
        return ok(null);
      }
      case 'customerCompany/applyAdministrator': {
        if (body.code !== FAKE_SMS_CODE) return refuse('验证码错误');
        const made = applicationOf(self(), 'pending');
        applications.push(made);
        return ok(made);
      }
      default:
        return undefined;
    }
  };
}
