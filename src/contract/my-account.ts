/**
 * 我的账户 (/center/account/my, issue 12 item 1): wire types of the enterprise center's my-account calls
 * (SPEC §7 customerCompany/ and company/getCustomerContactDetail) and the models SPEC leaves open.
 *
 * MEMBER LEVEL (会员等级)
 * A company's level follows the points it earned from the platform in the last 12 months: the totals of
 * its confirmed points statements (src/contract/points.ts, STATEMENTS) whose decision falls in the
 * 365 days up to now. Allotting points to accounts does not lower them; a rejected statement counts 0.
 * The level is the highest of {@link MEMBER_LEVELS} whose threshold the points reach; the answer names
 * the next level and the points still to go (none at the top).
 *
 * BALANCE (余额)
 * There is no prepaid wallet: the page shows the company's points pool (积分余额), the caller's own
 * individual points (个人积分) and what the company still owes on its platform statements (待付金额:
 * Σ due − paid of its 待付款 payments, fen).
 *
 * COUPONS (优惠券)
 * A coupon belongs to a company: face value and minimum spend in fen, valid from/to (epoch ms). Its
 * status is derived, never stored: 已使用 once used (used at, used for), else 已过期 after valid to, else
 * 未使用 (also before valid from: it is the company's, only not yet usable).
 *
 * DEPOSIT (押金)
 * The deposit the company's pallets call for: per tray type, the pallets it owns on hand wherever they are
 * held × the tray type's deposit (fen per pallet); beside it what the company paid (its deposit
 * payments). Outstanding = max(0, required − paid) per tray type.
 *
 * INVITATION CODE (邀请码)
 * Every company has one: 8 characters of {@link INVITATION_CODE_ALPHABET}, unique. Looking a company up
 * by it answers the company's name only.
 */
import type { RoleValue } from './auth';
import type { PageQuery } from './envelope';
import { localized } from './localized';
import type { PermissionCode } from './permissions';

/** The code of the page's exports (the coupon list and the points detail; SPEC §6 names none). */
export const MY_ACCOUNT_CODES = {
  export: 'center-account-my-export',
} as const satisfies Record<string, PermissionCode>;

/** customerCompany/listCurrentCustomerCompany: a company the caller's account works for. */
export interface MyCompany {
  companyId: string;
  companyName: string;
  role: RoleValue;
  /** The session's company. */
  isCurrent: boolean;
  /** The caller is this company's administrator. */
  isAdmin: boolean;
}

/** customerCompany/getCustomerCompany: the session company's profile. */
export interface CompanyProfile {
  id: string;
  name: string;
  /** Company type of SPEC §9. */
  type: string;
  /** 统一社会信用代码 when known (membership certification records it), else null. */
  creditCode: string | null;
  /** The company's default warehouse address, null when it has none. */
  address: string | null;
  /** The company's administrator (name), null when it has none. */
  contactName: string | null;
  /** The administrator's mobile, masked (138****0001). */
  contactMobile: string | null;
  createdAt: string;
  invitationCode: string;
}

export type MemberLevel = 'regular' | 'silver' | 'gold' | 'diamond';

export interface MemberLevelDefinition {
  level: MemberLevel;
  name: string;
  /** Points of the last 12 months from which the level holds. */
  minPoints: number;
  benefits: readonly string[];
}

/** Each level's name and benefits, in Chinese and English. */
const LEVEL_TEXTS = localized(
  {
    regular: { name: '普通会员', benefits: ['托盘租赁与共享', '积分累积与兑换'] },
    silver: { name: '银牌会员', benefits: ['积分商城 95 折兑换', '专属客服经理'] },
    gold: { name: '金牌会员', benefits: ['积分商城 9 折兑换', '专属客服经理', '上门取件优先安排'] },
    diamond: {
      name: '钻石会员',
      benefits: ['积分商城 85 折兑换', '专属客服经理', '上门取件优先安排', '年度租金优惠方案'],
    },
  },
  {
    regular: {
      name: 'Regular member',
      benefits: ['Pallet rental and sharing', 'Earning and redeeming points'],
    },
    silver: { name: 'Silver member', benefits: ['5% off in the points shop', 'A dedicated account manager'] },
    gold: {
      name: 'Gold member',
      benefits: ['10% off in the points shop', 'A dedicated account manager', 'Door pickups scheduled first'],
    },
    diamond: {
      name: 'Diamond member',
      benefits: [
        '15% off in the points shop',
        'A dedicated account manager',
        'Door pickups scheduled first',
        'A yearly rent discount plan',
      ],
    },
  },
);

/** A level with its threshold; its name and benefits read in the language in force. */
const memberLevel = (level: MemberLevel, minPoints: number): MemberLevelDefinition => ({
  level,
  minPoints,
  get name() {
    return LEVEL_TEXTS[level].name;
  },
  get benefits() {
    return LEVEL_TEXTS[level].benefits;
  },
});

/** The levels, lowest first (MEMBER LEVEL). */
export const MEMBER_LEVELS: readonly MemberLevelDefinition[] = [
  memberLevel('regular', 0),
  memberLevel('silver', 100),
  memberLevel('gold', 300),
  memberLevel('diamond', 1000),
];

/** The days of points a level counts (MEMBER LEVEL). */
export const LEVEL_WINDOW_DAYS = 365;

/** The level of a number of points and the next one (MEMBER LEVEL): the rule, shared by both sides. */
export function levelOf(points: number): {
  current: MemberLevelDefinition;
  next: MemberLevelDefinition | null;
} {
  const index = MEMBER_LEVELS.findLastIndex((level) => points >= level.minPoints);
  const current = MEMBER_LEVELS[Math.max(0, index)]!;
  return { current, next: MEMBER_LEVELS[Math.max(0, index) + 1] ?? null };
}

/** customerCompany/getCompanyLevel */
export interface CompanyLevel {
  level: MemberLevel;
  levelName: string;
  /** Points counted: confirmed statements of the last 12 months. */
  points: number;
  nextLevel: MemberLevel | null;
  nextLevelName: string | null;
  /** Points still to go to the next level; null at the top. */
  pointsToNext: number | null;
}

/** customerCompany/getMyBalanceInfo (BALANCE). */
export interface MyBalance {
  /** 积分余额: the company's points pool. */
  poolPoints: number;
  /** 个人积分: the caller's own points in this company. */
  myPoints: number;
  /** 待付金额 (fen): what the company owes on its platform statements. */
  owedFen: number;
  /** Payments still 待付款. */
  unpaidCount: number;
}

export type CouponStatus = 'unused' | 'used' | 'expired';
export const COUPON_STATUSES: readonly CouponStatus[] = ['unused', 'used', 'expired'];

/** POST customerCompany/getCurrentUserCoupon */
export interface CouponQuery extends PageQuery {
  status?: CouponStatus;
}

export interface CouponRow {
  id: string;
  name: string;
  faceValueFen: number;
  /** Minimum spend (fen); 0: none. */
  minSpendFen: number;
  validFrom: string;
  validTo: string;
  status: CouponStatus;
  usedAt: string | null;
  /** What it was used for (a document number or an order). */
  usedFor: string | null;
}

/** customerCompany/getCompanyCashDeposit: one tray type (DEPOSIT). */
export interface DepositRow {
  trayTypeCode: string;
  trayTypeName: string;
  /** Pallets the company owns on hand. */
  pallets: number;
  /** Deposit per pallet (fen). */
  depositFen: number;
  requiredFen: number;
  paidFen: number;
  outstandingFen: number;
}

export interface CompanyDeposit {
  rows: DepositRow[];
  requiredFen: number;
  paidFen: number;
  outstandingFen: number;
}

/** POST customerCompany/getMemberPointsDetailListByTrayCustomerCompanyId: rows are PointsChangeRow. */
export interface MemberPointsQuery extends PageQuery {
  dateStart?: string;
  dateEnd?: string;
}

/** Characters of an invitation code: no 0/O, 1/I/L to misread. */
export const INVITATION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITATION_CODE_LENGTH = 8;

/** customerCompany/getCustomerMemberByInvitationCode */
export interface InvitationLookup {
  companyName: string;
}

/** company/getCustomerContactDetail: the platform's customer service (business configuration). */
export interface CustomerContact {
  phone: string | null;
  email: string | null;
  serviceHours: string | null;
}

/** user/getMyProfile: the caller's own account (个人信息). */
export interface MyProfile {
  userAccount: string;
  username: string;
  /** Masked (138****0001); null when no mobile is bound. */
  mobile: string | null;
}

/** user/updateMyProfile */
export interface MyProfileInput {
  username: string;
}

/** user/changePassword: both RSA-encrypted like login's password. */
export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
}

/** user/changeMobile: an SMS code sent to the new mobile (scene changeMobile) and the current password. */
export interface ChangeMobileInput {
  mobile: string;
  code: string;
  password: string;
}
