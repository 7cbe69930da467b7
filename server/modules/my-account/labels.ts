import type { CouponStatus } from '../../../src/contract/my-account';

/** User-facing text of the my-account calls (Simplified Chinese). */
export const MY_ACCOUNT_LABELS = {
  invitationCodeUnknown: '邀请码不存在，请核对后重新输入',
  invitationCode: '邀请码（8 位字母或数字）',
  wrongOldPassword: '原密码错误',
  samePassword: '新密码不能与原密码相同',
  wrongPassword: '登录密码错误',
  sameMobile: '新手机号与当前绑定的手机号相同',
  couponsFile: '优惠券',
  pointsFile: '积分明细',
  couponColumns: {
    name: '优惠券',
    faceValue: '面额（元）',
    minSpend: '使用门槛（元）',
    validFrom: '生效时间',
    validTo: '失效时间',
    status: '状态',
    usedAt: '使用时间',
    usedFor: '使用于',
  },
  usernameBlank: '请输入姓名',
} as const;

export const COUPON_STATUS_LABELS: Readonly<Record<CouponStatus, string>> = {
  unused: '未使用',
  used: '已使用',
  expired: '已过期',
};
