import { Type } from '@sinclair/typebox';
import { API } from '../../../src/contract/api-paths';
import {
  COUPON_STATUSES,
  INVITATION_CODE_ALPHABET,
  INVITATION_CODE_LENGTH,
  MY_ACCOUNT_CODES,
} from '../../../src/contract/my-account';
import { Fields } from '../../http/fields';
import { registerPagedList } from '../../http/paged-list';
import { aliasesOf, withAliases } from '../../http/path-alias';
import { Strict } from '../../http/route';
import { NoData, OneOf } from '../../http/wire/schema';
import { dayWindow } from '../ledger';
import { CHANGE_COLUMNS, PointsChangeRowSchema, pointsChanges } from '../points';
import { dateRangeFields } from '../stock';
import type { ApiModule } from '../index';
import { companyProfile, myCompanies } from './companies';
import { customerContact } from './contact';
import { companyCoupons } from './coupons';
import { companyDeposit } from './deposit';
import { COUPON_COLUMNS } from './export-columns';
import { companyByInvitationCode } from './invitation';
import { MY_ACCOUNT_LABELS as L } from './labels';
import { companyLevel, myBalance } from './level';
import { myAccount } from './migrations/0020-my-account';
import { changeMobile, changePassword, myProfile, updateMyProfile } from './profile';
import { seedDemoMyAccount } from './seed';
import {
  CompanyDepositSchema,
  CompanyLevelSchema,
  CompanyProfileSchema,
  CouponRowSchema,
  CustomerContactSchema,
  InvitationLookupSchema,
  MyBalanceSchema,
  MyCompanySchema,
  MyProfileSchema,
} from './wire';

/** The enterprise center (role 5). */
const CENTER = [5] as const;
const session = { access: 'session', roles: CENTER } as const;

const invitationCode = () =>
  Type.String({
    pattern: `^[${INVITATION_CODE_ALPHABET}${INVITATION_CODE_ALPHABET.toLowerCase()}]{${INVITATION_CODE_LENGTH}}$`,
    description: L.invitationCode,
  });

/** 我的账户 (issue 12 item 1): customerCompany/ calls of the page, company/getCustomerContactDetail, user/ profile changes. */
export const myAccountModule: ApiModule = {
  tag: 'myAccount',
  migrations: { '0020-my-account': myAccount },
  seedDemo: seedDemoMyAccount,
  routes(router) {
    // SPEC §7 names some of these calls without the second `api` segment too: both paths answer.
    const api = withAliases(router, aliasesOf(API.customerCompany, API.customerCompanyShort));
    api.post(
      API.customerCompany.listCurrentCustomerCompany,
      {
        ...session,
        summary: '我的企业（本账号所属的企业）',
        response: Type.Array(MyCompanySchema),
        body: Strict({}),
      },
      ({ deps, session }) => myCompanies(deps.db, session),
    );
    api.post(
      API.customerCompany.getCustomerCompany,
      { ...session, summary: '企业信息（含邀请码）', response: CompanyProfileSchema, body: Strict({}) },
      ({ deps, session }) => companyProfile(deps.db, session, deps.clock()),
    );
    api.post(
      API.customerCompany.getCompanyLevel,
      {
        ...session,
        summary: '会员等级（近 12 个月已确认积分）',
        response: CompanyLevelSchema,
        body: Strict({}),
      },
      ({ deps, session }) => companyLevel(deps.db, session.companyId, deps.clock()),
    );
    api.post(
      API.customerCompany.getMyBalanceInfo,
      {
        ...session,
        summary: '余额：积分余额、个人积分、待付金额',
        response: MyBalanceSchema,
        body: Strict({}),
      },
      ({ deps, session }) => myBalance(deps.db, session),
    );
    registerPagedList(api, {
      path: API.customerCompany.getCurrentUserCoupon,
      summary: '优惠券列表（未使用、已使用、已过期）',
      row: CouponRowSchema,
      roles: CENTER,
      exportPermission: MY_ACCOUNT_CODES.export,
      fileName: () => L.couponsFile,
      filters: { status: Type.Optional(OneOf(COUPON_STATUSES)) },
      columns: COUPON_COLUMNS,
      run: (deps, session, filters, paging) =>
        companyCoupons(deps.db, session.companyId, filters, paging, deps.clock()),
    });
    api.post(
      API.customerCompany.getCompanyCashDeposit,
      {
        ...session,
        summary: '押金（按托盘类型：应缴、已缴、待缴）',
        response: CompanyDepositSchema,
        body: Strict({}),
      },
      ({ deps, session }) => companyDeposit(deps.db, session.companyId),
    );
    registerPagedList(api, {
      path: API.customerCompany.getMemberPointsDetailListByTrayCustomerCompanyId,
      summary: '积分明细（积分池与个人积分的变动记录，按日期筛选）',
      row: PointsChangeRowSchema,
      roles: CENTER,
      exportPermission: MY_ACCOUNT_CODES.export,
      fileName: () => L.pointsFile,
      filters: dateRangeFields(),
      columns: CHANGE_COLUMNS,
      run: (deps, session, filters, paging) =>
        pointsChanges(deps.db, session.companyId, dayWindow(filters), paging),
    });
    api.post(
      API.customerCompany.getCustomerMemberByInvitationCode,
      {
        ...session,
        summary: '按邀请码查询企业（仅企业名称）',
        response: InvitationLookupSchema,
        body: Strict({ invitationCode: invitationCode() }),
      },
      ({ deps, body }) => companyByInvitationCode(deps.db, body.invitationCode),
    );
    api.post(
      API.company.getCustomerContactDetail,
      { ...session, summary: '平台客服联系方式', response: CustomerContactSchema, body: Strict({}) },
      ({ deps }) => customerContact(deps.db),
    );
    api.post(
      API.user.getMyProfile,
      {
        ...session,
        summary: '我的个人信息（账号、姓名、脱敏手机号）',
        response: MyProfileSchema,
        body: Strict({}),
      },
      ({ deps, session }) => myProfile(deps, session),
    );
    api.post(
      API.user.updateMyProfile,
      {
        ...session,
        summary: '修改我的姓名',
        response: NoData(),
        body: Strict({ username: Fields.name('姓名') }),
      },
      ({ deps, session, body }) => updateMyProfile(deps, session, body.username),
    );
    api.post(
      API.user.changePassword,
      {
        ...session,
        summary: '修改密码（原密码错误计入登录失败次数；成功后所有会话需重新登录）',
        response: NoData(),
        body: Strict({ oldPassword: Fields.encryptedPassword(), newPassword: Fields.encryptedPassword() }),
      },
      ({ deps, session, body }) => changePassword(deps, session, body),
    );
    api.post(
      API.user.changeMobile,
      {
        ...session,
        summary: '更换手机号（新手机号的短信验证码 scene=bindMobile，及登录密码）',
        response: NoData(),
        body: Strict({
          mobile: Fields.mobile(),
          code: Fields.smsCode(),
          password: Fields.encryptedPassword(),
        }),
      },
      ({ deps, session, body }) => changeMobile(deps, session, body),
    );
  },
};
