import { localized } from '../../src/contract/localized';

/**
 * Every user-facing message the server sends (errmsg and validation messages), in Simplified Chinese and
 * English; each request is answered in its own language (server/http/request-locale.ts).
 */
export const MSG = localized(
  {
    ok: '操作成功',
    systemBusy: '系统繁忙，请稍后再试',
    validationFailed: '参数校验失败',
    requestTooLarge: '请求内容过大',
    requestUnreadable: '请求格式错误',
    apiNotFound: '接口不存在',
    notLoggedIn: '未登录，请先登录',
    tokenInvalid: '登录信息无效，请重新登录',
    tokenExpired: '登录已过期，请重新登录',
    accountDisabled: '账号已停用',
    passwordChanged: '密码已修改，请重新登录',
    companyChanged: '企业已切换，请重新登录',
    noPermission: '暂无权限执行此操作',
    tooManyRequests: '请求过于频繁，请稍后再试',

    wrongCredentials: '账号或密码错误',
    captchaRequired: '请输入图形验证码',
    captchaWrong: '图形验证码错误',
    captchaExpired: '图形验证码已失效，请刷新',
    accountLocked: (minutes: number) => `账号已锁定，请${minutes}分钟后再试`,
    passwordNotEncrypted: '密码须使用公钥加密后提交',
    passwordRule: '密码须为8-20位，且同时包含字母和数字',
    mobileOrCodeWrong: '手机号或验证码错误',
    ssoTicketInvalid: '登录凭证无效',
    ssoTicketExpired: '登录凭证已过期',
    ssoTicketUsed: '登录凭证已使用',
    notMemberOfCompany: '您不属于该企业',
    alreadyInCompany: '当前已在该企业',
    mobileTaken: '该手机号已被其他账号绑定',
    mobileMismatch: '账号与手机号不匹配',
    resetTicketInvalid: '重置凭证无效或已过期，请重新验证',
    userAccountTaken: '该账号已存在',
    companyNameTaken: '该企业名称已注册',
    mobileNotBound: '请先绑定手机号',

    codeTooFrequent: (seconds: number) => `验证码发送过于频繁，请${seconds}秒后再试`,
    codeDailyLimit: '今日验证码发送次数已达上限',
    codeWrong: '验证码错误',
    codeInvalid: '验证码已失效，请重新获取',
    smsContent: (purpose: string, code: string, minutes: number) =>
      `【Yelopack】您正在${purpose}，验证码为${code}，${minutes}分钟内有效，请勿泄露给他人。`,

    fileMissing: '请选择要上传的文件',
    fileTooLarge: (megabytes: number) => `文件大小不能超过${megabytes}MB`,
    fileTypeNotAllowed: '仅支持上传 png、jpg、pdf、xlsx 文件',
    fileNotFound: '文件不存在',
  },
  {
    ok: 'Done',
    systemBusy: 'The system is busy, please try again later',
    validationFailed: 'Invalid parameters',
    requestTooLarge: 'The request is too large',
    requestUnreadable: 'The request is malformed',
    apiNotFound: 'No such API',
    notLoggedIn: 'Please log in first',
    tokenInvalid: 'Your login is invalid, please log in again',
    tokenExpired: 'Your login has expired, please log in again',
    accountDisabled: 'The account is disabled',
    passwordChanged: 'The password was changed, please log in again',
    companyChanged: 'The company was switched, please log in again',
    noPermission: 'You have no permission for this action',
    tooManyRequests: 'Too many requests, please try again later',

    wrongCredentials: 'Wrong account or password',
    captchaRequired: 'Please enter the picture code',
    captchaWrong: 'Wrong picture code',
    captchaExpired: 'The picture code has expired, please refresh it',
    accountLocked: (minutes) => `The account is locked, please try again in ${minutes} minutes`,
    passwordNotEncrypted: 'The password must be encrypted with the public key',
    passwordRule: 'The password must be 8–20 characters with both letters and digits',
    mobileOrCodeWrong: 'Wrong mobile number or code',
    ssoTicketInvalid: 'Invalid login ticket',
    ssoTicketExpired: 'The login ticket has expired',
    ssoTicketUsed: 'The login ticket has been used',
    notMemberOfCompany: 'You do not belong to this company',
    alreadyInCompany: 'You are in this company already',
    mobileTaken: 'This mobile number is bound to another account',
    mobileMismatch: 'The account and the mobile number do not match',
    resetTicketInvalid: 'The reset ticket is invalid or has expired, please verify again',
    userAccountTaken: 'This account exists already',
    companyNameTaken: 'This company name is registered already',
    mobileNotBound: 'Please bind a mobile number first',

    codeTooFrequent: (seconds) => `Codes are sent too often, please try again in ${seconds} seconds`,
    codeDailyLimit: 'Today’s limit of codes has been reached',
    codeWrong: 'Wrong code',
    codeInvalid: 'The code has expired, please get a new one',
    smsContent: (purpose, code, minutes) =>
      `[Yelopack] Your code to ${purpose} is ${code}, valid for ${minutes} minutes. Do not share it.`,

    fileMissing: 'Please choose a file to upload',
    fileTooLarge: (megabytes) => `The file must not exceed ${megabytes} MB`,
    fileTypeNotAllowed: 'Only png, jpg, pdf and xlsx files can be uploaded',
    fileNotFound: 'No such file',
  },
);

/** What an SMS code is for, as its text says (scene → purpose). */
export const SMS_PURPOSE = localized(
  {
    login: '登录',
    register: '注册账号',
    findPassword: '找回密码',
    bindMobile: '绑定手机号',
    sign: '签署确认',
    memberSign: '签署企业会员协议',
    authorizeAdministrator: '转让企业管理员',
    applyAdministrator: '申请成为企业管理员',
  },
  {
    login: 'log in',
    register: 'register an account',
    findPassword: 'reset your password',
    bindMobile: 'bind your mobile number',
    sign: 'confirm a signature',
    memberSign: 'sign the company membership agreement',
    authorizeAdministrator: 'hand over the company administrator',
    applyAdministrator: 'apply to be the company administrator',
  },
);

/** Validation messages by JSON-schema keyword (errcode 2003, data.fields[].message). */
export const VALIDATION_MSG = localized(
  {
    required: '不能为空',
    type: (type: string) => `类型错误，应为${TYPE_NAMES[type] ?? type}`,
    additionalProperties: '不允许的字段',
    minLength: (limit: number) => (limit <= 1 ? '不能为空' : `长度不能少于${limit}个字符`),
    maxLength: (limit: number) => `长度不能超过${limit}个字符`,
    pattern: '格式不正确',
    enum: '取值无效',
    minimum: (limit: number) => `不能小于${limit}`,
    maximum: (limit: number) => `不能大于${limit}`,
    minItems: (limit: number) => `至少需要${limit}项`,
    maxItems: (limit: number) => `最多${limit}项`,
    nul: '不能包含空字符',
    body: '请求体必须是 JSON 对象',
    invalid: '取值无效',
  },
  {
    required: 'is required',
    type: (type) => `wrong type, expected ${TYPE_NAMES[type] ?? type}`,
    additionalProperties: 'is not an allowed field',
    minLength: (limit) => (limit <= 1 ? 'is required' : `must be at least ${limit} characters`),
    maxLength: (limit) => `must be at most ${limit} characters`,
    pattern: 'has a wrong format',
    enum: 'is not a valid value',
    minimum: (limit) => `must not be less than ${limit}`,
    maximum: (limit) => `must not be more than ${limit}`,
    minItems: (limit) => `needs at least ${limit} items`,
    maxItems: (limit) => `takes at most ${limit} items`,
    nul: 'must not contain a NUL character',
    body: 'the request body must be a JSON object',
    invalid: 'is not a valid value',
  },
);

/** 2003 messages of the custom formats (server/http/fields.ts CUSTOM_FORMATS). */
export const FORMAT_MESSAGES: Readonly<Record<string, string>> = localized(
  { 'plate-number': '车牌号格式不正确' },
  { 'plate-number': 'is not a valid plate number' },
);

const TYPE_NAMES: Record<string, string> = localized(
  { string: '字符串', number: '数字', integer: '整数', boolean: '布尔值', object: '对象', array: '数组' },
  {
    string: 'text',
    number: 'number',
    integer: 'integer',
    boolean: 'boolean',
    object: 'object',
    array: 'array',
  },
);
