import { localized } from '../../../src/contract/localized';
import type { CouponStatus } from '../../../src/contract/my-account';

/** User-facing text of the my-account calls, in Chinese and English. */
export const MY_ACCOUNT_LABELS = localized(
  {
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
  },
  {
    invitationCodeUnknown: 'No such invitation code, please check it and enter it again',
    invitationCode: 'Invitation code (8 letters or digits)',
    wrongOldPassword: 'Wrong current password',
    samePassword: 'The new password must differ from the current one',
    wrongPassword: 'Wrong login password',
    sameMobile: 'The new mobile number is the one bound already',
    couponsFile: 'Coupons',
    pointsFile: 'Points details',
    couponColumns: {
      name: 'Coupon',
      faceValue: 'Face value (CNY)',
      minSpend: 'Minimum spend (CNY)',
      validFrom: 'Valid from',
      validTo: 'Valid to',
      status: 'Status',
      usedAt: 'Used at',
      usedFor: 'Used for',
    },
    usernameBlank: 'Please enter your name',
  },
);

export const COUPON_STATUS_LABELS: Readonly<Record<CouponStatus, string>> = localized(
  {
    unused: '未使用',
    used: '已使用',
    expired: '已过期',
  },
  {
    unused: 'Unused',
    used: 'Used',
    expired: 'Expired',
  },
);
