import { localized } from '../../../src/contract/localized';

/** Texts of the messages module (errmsg, validation, and the notices the server sends), in Chinese and English. */
export const MESSAGE_LABELS = localized(
  {
    notFound: '消息不存在',
    dateInvalid: '日期无效',
    dateRangeReversed: '结束日期不能早于开始日期',

    loginTitle: '账号登录提醒',
    loginContent: (time: string, ip: string) =>
      `您的账号于 ${time} 登录（IP ${ip}）。如非本人操作，请及时修改密码。`,
    passwordChangedTitle: '密码已修改',
    passwordChangedContent: (time: string) =>
      `您的账号密码已于 ${time} 通过找回密码修改。如非本人操作，请立即联系客服。`,
    welcomeTitle: '欢迎使用 Yelopack 共享托盘平台',
    welcomeContent: (companyName: string) =>
      `${companyName}，欢迎加入 Yelopack 共享托盘平台！您可以在「托盘共享」中查看库存、办理入库与调拨，在「企业中心」中管理子账号与收货地址。如需帮助，请拨打客服电话 400-820-8899。`,
  },
  {
    notFound: 'No such message',
    dateInvalid: 'Invalid date',
    dateRangeReversed: 'The end date must not be before the start date',

    loginTitle: 'Account login notice',
    loginContent: (time, ip) =>
      `Your account logged in at ${time} (IP ${ip}). If this was not you, please change your password at once.`,
    passwordChangedTitle: 'Password changed',
    passwordChangedContent: (time) =>
      `Your account password was changed through password recovery at ${time}. If this was not you, please contact customer service immediately.`,
    welcomeTitle: 'Welcome to the Yelopack pallet sharing platform',
    welcomeContent: (companyName) =>
      `${companyName}, welcome to the Yelopack pallet sharing platform! Under “Pallet sharing” you can view stock and handle inbound and transfers; under “Company center” you manage sub-accounts and delivery addresses. For help, call customer service at 400-820-8899.`,
  },
);
