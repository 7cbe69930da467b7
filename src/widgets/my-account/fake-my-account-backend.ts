/**
 * An in-memory stand-in for the my-account calls for the stories (offline Storybook) and browser tests,
 * with the server's rules the views show: coupons filtered by status, a taken mobile refused, a wrong
 * old password refused, 2003 on a name of spaces. Not part of the widget's bundle.
 */
import { API } from '../../contract/api-paths';
import type { Envelope } from '../../contract/envelope';
import type { CouponRow, MyProfile } from '../../contract/my-account';
import { maskPhone } from '../../contract/phone';
import { MY_ACCOUNT_CODES } from '../../contract/my-account';
import {
  answerRoutes,
  installFakeFetch,
  ok,
  type FakeFetch,
  type FakeRoutes,
} from '../test-support/fake-fetch';
import { matches, pageOf, refuse } from '../test-support/fake-lists';
import {
  ALERT_SETTINGS_CALL,
  BALANCE_CALL,
  COMPANY_CALL,
  CONTACT_CALL,
  COUPON_LIST_CALL,
  DEPOSIT_CALL,
  LEVEL_CALL,
  MY_COMPANIES_CALL,
  PROFILE_CALL,
  type MyAccountResponses,
} from './api';

/** The mobile another account has bound (changeMobile refuses it) and the code the fake SMS carries. */
export const TAKEN_MOBILE = '13800000007';
export const FAKE_SMS_CODE = '123456';

/** A throw-away RSA public key: the widget encrypts passwords with it (the fake never decrypts). */
const FAKE_PUBLIC_KEY = [
  '-----BEGIN PUBLIC KEY-----',
  'MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDvZt2QA375LLpEQACmEEU1AlyM',
  'S9K8D9gCGrW9yGrF6abTuCrvAI/RaDP/E7j9E1SeIxApol6m5+3unF8i9oQCuK74',
  'O/FKU0e+wl3Kx75h1WXqJq2pWoott4J9WYJeJNS+vipaGYtVyrCOuf8M1WofYlub',
  '3mb9eQ3wJ79ATm3BbQIDAQAB',
  '-----END PUBLIC KEY-----',
].join('\n');

const coupon = (
  id: string,
  name: string,
  status: CouponRow['status'],
  extra: Partial<CouponRow> = {},
): CouponRow => ({
  id,
  name,
  faceValueFen: 5_000,
  minSpendFen: 0,
  validFrom: '2026-10-01T00:00:00Z',
  validTo: '2026-12-31T15:59:59Z',
  status,
  usedAt: null,
  usedFor: null,
  ...extra,
});

export const COUPON_FIXTURES: readonly CouponRow[] = [
  coupon('c1', '托盘租金抵扣券', 'unused', { faceValueFen: 20_000, minSpendFen: 100_000 }),
  coupon('c2', '新客户专享券', 'unused'),
  coupon('c3', '积分商城满减券', 'expired', { faceValueFen: 1_000, minSpendFen: 10_000 }),
  coupon('c4', '上门取件运费券', 'used', {
    faceValueFen: 3_000,
    usedAt: '2026-10-10T02:00:00Z',
    usedFor: 'JS20261010-000001',
  }),
];

export interface FakeMyAccountOptions {
  /** Permission codes of the session (default: the export code). */
  permissions?: readonly string[];
  /** The company has no deposit rows. */
  noDeposit?: boolean;
  /** changePassword and changeMobile answer as to a wrong (old) password. */
  wrongPassword?: boolean;
  delayMs?: number;
}

export function installFakeMyAccountBackend(
  options: FakeMyAccountOptions = {},
): FakeFetch & { readonly profile: MyProfile & { fullMobile: string } } {
  const permissions = [...(options.permissions ?? [MY_ACCOUNT_CODES.export])];
  const profile = {
    userAccount: 'demo_center',
    username: '王芳',
    fullMobile: '13800000003',
    mobile: '138****0003',
  };
  const alerts = { message: true, sms: false };
  const field = (name: string, message: string): Envelope<null> => ({
    errcode: 2003,
    errmsg: message,
    data: { fields: [{ field: name, message }] } as never,
  });
  const routes: FakeRoutes<MyAccountResponses> = {
    [PROFILE_CALL]: () =>
      ok({ userAccount: profile.userAccount, username: profile.username, mobile: profile.mobile }),
    [COMPANY_CALL]: () =>
      ok({
        id: 'co-lecheng',
        name: '上海乐橙食品有限公司',
        type: '4',
        creditCode: null,
        address: '上海市闵行区莘庄工业区申富路 88 号',
        contactName: '李娜',
        contactMobile: '138****0002',
        createdAt: '2025-03-01T01:00:00Z',
        invitationCode: 'K7MP3QXA',
      }),
    [LEVEL_CALL]: () =>
      ok({
        level: 'silver',
        levelName: '银牌会员',
        points: 180,
        nextLevel: 'gold',
        nextLevelName: '金牌会员',
        pointsToNext: 120,
      }),
    [BALANCE_CALL]: () => ok({ poolPoints: 615, myPoints: 205, owedFen: 1_234_550, unpaidCount: 1 }),
    [DEPOSIT_CALL]: () =>
      ok(
        options.noDeposit
          ? { rows: [], requiredFen: 0, paidFen: 0, outstandingFen: 0 }
          : {
              rows: [
                {
                  trayTypeCode: '1210',
                  trayTypeName: '川字塑料托盘',
                  pallets: 620,
                  depositFen: 15_000,
                  requiredFen: 9_300_000,
                  paidFen: 9_000_000,
                  outstandingFen: 300_000,
                },
                {
                  trayTypeCode: '1311',
                  trayTypeName: '田字网格托盘',
                  pallets: 40,
                  depositFen: 18_000,
                  requiredFen: 720_000,
                  paidFen: 900_000,
                  outstandingFen: 0,
                },
              ],
              requiredFen: 10_020_000,
              paidFen: 9_900_000,
              outstandingFen: 300_000,
            },
      ),
    [MY_COMPANIES_CALL]: () =>
      ok([
        {
          companyId: 'co-lecheng',
          companyName: '上海乐橙食品有限公司',
          role: 5,
          isCurrent: true,
          isAdmin: false,
        },
        {
          companyId: 'co-baiyun',
          companyName: '广州白云物流有限公司',
          role: 2,
          isCurrent: false,
          isAdmin: true,
        },
      ]),
    [COUPON_LIST_CALL]: (body) =>
      ok(
        pageOf(
          COUPON_FIXTURES.filter((c) => matches(body, 'status', c.status)),
          body,
        ),
      ),
    [CONTACT_CALL]: () =>
      ok({ phone: '400-820-8899', email: 'service@yelopack.com', serviceHours: '工作日 9:00-18:00' }),
    [ALERT_SETTINGS_CALL]: () => ok({ ...alerts }),
    [API.stockAlert.saveSettings]: (body) => {
      Object.assign(alerts, { message: body.message === true, sms: body.sms === true });
      return ok({ ...alerts });
    },
    [API.user.updateMyProfile]: (body) => {
      const username = String(body.username ?? '').trim();
      if (!username) return field('username', '请输入姓名');
      profile.username = username;
      return ok(null);
    },
    // Passwords arrive encrypted; the fake cannot read them, so the test says whether they are right.
    [API.user.changePassword]: () => (options.wrongPassword ? refuse('原密码错误') : ok(null)),
    [API.user.changeMobile]: (body) => {
      if (options.wrongPassword) return refuse('登录密码错误');
      if (body.mobile === TAKEN_MOBILE) return refuse('该手机号已被其他账号绑定');
      if (body.code !== FAKE_SMS_CODE) return refuse('验证码错误');
      profile.fullMobile = String(body.mobile);
      profile.mobile = maskPhone(profile.fullMobile);
      return ok(null);
    },
    [API.verificationCode.getVerificationCode]: () => ok({ expiresInSeconds: 300, resendAfterSeconds: 60 }),
    [API.common.getPublicKey]: () => ok({ publicKey: FAKE_PUBLIC_KEY }),
  };
  const answer = answerRoutes(routes, ({ path }) =>
    path.endsWith('/permission/loadMenuAndPermission') ? ok({ menus: [], permissions }) : undefined,
  );
  return { ...installFakeFetch(answer, { delayMs: options.delayMs }), profile };
}
