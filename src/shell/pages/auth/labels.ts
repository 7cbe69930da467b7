/**
 * The texts of the visitor pages, in Chinese and English: login, registration, password recovery, SSO and the cookie
 * declaration. Apart from the shell's labels so that the login page carries only its own, and the English
 * ones in a module of their own (labels.en-US.ts), loaded only for a page in English.
 */
import { localizedOnDemand } from '../../../contract/localized';

const chineseAuthLabels = {
  auth: {
    account: '账号',
    accountPlaceholder: '请输入账号',
    password: '密码',
    passwordPlaceholder: '请输入密码',
    confirmPassword: '确认密码',
    confirmPasswordPlaceholder: '请再次输入密码',
    newPassword: '新密码',
    mobile: '手机号',
    mobilePlaceholder: '请输入手机号',
    smsCode: '短信验证码',
    smsCodePlaceholder: '请输入短信验证码',
    smsCodeSent: '验证码已发送',
    pictureCode: '图形验证码',
    pictureCodePlaceholder: '请输入图形验证码',
    pictureCodeRefresh: '看不清？点击图片换一张',
    pictureCodeAlt: '图形验证码图片',
    companyName: '企业名称',
    companyNamePlaceholder: '请输入企业全称',
    username: '姓名',
    usernamePlaceholder: '请输入姓名',

    loginTitle: '账号登录',
    passwordTab: '密码登录',
    smsTab: '短信登录',
    login: '登录',
    loggingIn: '登录中…',
    lockedFor: (minutes: number) => `账号已锁定，请${minutes}分钟后再试`,
    toRegister: '注册账号',
    toFindPassword: '忘记密码',
    toCookies: 'Cookie 声明',
    toLogin: '返回登录',

    registerTitle: '注册企业账号',
    register: '注册',
    registerDone: '注册成功，请登录',
    haveAccount: '已有账号？去登录',

    findPasswordTitle: '找回密码',
    next: '下一步',
    setPasswordTitle: '设置新密码',
    savePassword: '确认修改',
    passwordChanged: '密码已修改，请使用新密码登录',
    resetTicketMissing: '找回密码的验证已失效，请重新验证手机号',

    ssoTitle: '单点登录',
    ssoWorking: '正在登录，请稍候…',
    ssoFailed: '单点登录失败，登录凭证无效或已过期',
    ssoMissingTicket: '缺少登录凭证',
  },

  validation: {
    required: (field: string) => `请输入${field}`,
    account: '账号为 4–20 位字母、数字或下划线',
    password: '密码为 8–20 位，须同时包含字母和数字',
    passwordMismatch: '两次输入的密码不一致',
    mobile: '请输入以 1 开头的 11 位手机号',
    smsCode: '请输入 6 位短信验证码',
  },

  cookies: {
    title: 'Cookie 与本地存储声明',
    intro:
      '耶罗托盘共享服务平台仅在您的浏览器中保存维持登录和页面使用所必需的信息，不使用任何广告或跟踪类 Cookie，也不向第三方分享这些信息。',
    storedTitle: '我们在浏览器本地存储中保存的内容',
    stored: [
      '登录令牌（token）：用于识别您的登录状态，退出登录或登录失效时清除。',
      '会话信息：账号、姓名、当前企业、角色区域、默认首页、未读消息数和系统版本号，用于展示页面和判断是否需要刷新。',
      '面包屑导航记录：按账号保存您最近访问的页面路径，便于返回上一级页面。',
      '找回密码凭证：仅在找回密码的两个步骤之间临时保存在当前标签页中，关闭标签页即清除。',
    ],
    notStoredTitle: '我们不会保存的内容',
    notStored: [
      '明文密码：密码在浏览器中加密后才发送到服务器，不在本地保存。',
      '任何跟踪、统计或广告 Cookie。',
    ],
    clearTitle: '如何清除',
    clear: '点击页面右上角的“退出登录”即可清除登录信息；您也可以在浏览器设置中清除本站点的全部本地数据。',
  },
} as const;

/** What the English set (labels.en-US.ts) mirrors. */
export type AuthLabels = typeof chineseAuthLabels;

export const authLabels = localizedOnDemand(chineseAuthLabels, () => import('./labels.en-US'));
