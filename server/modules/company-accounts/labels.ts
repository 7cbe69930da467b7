import { localized } from '../../../src/contract/localized';

/** Messages of the sub-account and custom-role calls (customerCompany/, issue 12), in Chinese and English. */
export const ACCOUNT_LABELS = localized(
  {
    accountNotFound: '账号不存在',
    roleNotFound: '角色不存在',
    userAccountRequired: '请填写账号',
    userAccountFixed: '账号创建后不能修改',
    userAccountTaken: '账号已存在',
    usernameRequired: '请填写姓名',
    mobileRequired: '请填写手机号',
    mobileTaken: '手机号已被其他账号使用',
    roleUnknown: '请选择本企业的角色',
    roleDisabled: '角色已停用，不能分配',
    notSelf: '不能对自己的账号执行此操作',
    notAdmin: '不能对企业管理员账号执行此操作',
    onlyAdminEditsAdmin: '只有企业管理员本人可以修改管理员账号',
    otherCompanies: '该账号同时属于其他企业，只能修改其角色和所属区域',
    illegalTransition: '当前状态不允许此操作',
    roleNameRequired: '请填写角色名称',
    roleNameTaken: '角色名称已存在',
    unknownCode: '权限编码不存在',
    roleInUse: (count: number) => `该角色正在被 ${count} 个账号使用，不能删除`,
    /** The SMS that brings a new sub-account its initial password. */
    initialPasswordSms: (company: string, userAccount: string, password: string) =>
      `【Yelopack】${company}为您开通了账号 ${userAccount}，初始密码 ${password}，请登录后尽快修改密码。`,
  },
  {
    accountNotFound: 'No such account',
    roleNotFound: 'No such role',
    userAccountRequired: 'Please enter the account',
    userAccountFixed: 'The account cannot be changed once created',
    userAccountTaken: 'This account exists already',
    usernameRequired: 'Please enter the name',
    mobileRequired: 'Please enter the mobile number',
    mobileTaken: 'This mobile number is used by another account',
    roleUnknown: 'Please choose one of your company’s roles',
    roleDisabled: 'The role is disabled and cannot be assigned',
    notSelf: 'You cannot do this to your own account',
    notAdmin: 'You cannot do this to the company administrator’s account',
    onlyAdminEditsAdmin: 'Only the company administrator can edit the administrator’s account',
    otherCompanies: 'This account belongs to other companies too; only its role and regions can be changed',
    illegalTransition: 'This action is not allowed in the current status',
    roleNameRequired: 'Please enter the role name',
    roleNameTaken: 'A role with this name exists already',
    unknownCode: 'No such permission code',
    roleInUse: (count) => `The role is used by ${count} accounts and cannot be deleted`,
    initialPasswordSms: (company, userAccount, password) =>
      `[Yelopack] ${company} opened the account ${userAccount} for you. Initial password: ${password}. Please log in and change it soon.`,
  },
);

/** Permission tree: the areas of the catalogue by the first segment of the code. */
export const PERMISSION_AREA_NAMES: Readonly<Record<string, string>> = localized(
  {
    yelopack: '托盘共享',
    center: '企业中心',
    logistics: '物流',
    group: '集团数据',
    downstream: '下游客户数据',
  },
  {
    yelopack: 'Pallet sharing',
    center: 'Company center',
    logistics: 'Logistics',
    group: 'Group data',
    downstream: 'Downstream customer data',
  },
);

/** Messages of the administrator calls (company/ and customerCompany/applyAdministrator), in Chinese and English. */
export const ADMIN_LABELS = localized(
  {
    mobileNotBound: '请先绑定手机号',
    onlyAdministrator: '只有企业管理员可以执行此操作',
    alreadyAdministrator: '您已是企业管理员',
    notToSelf: '不能转让给自己',
    targetInactive: '只能转让给已启用的账号',
    transferred: '管理员已变更，请刷新后重试',
    applicationPending: '您已有待处理的申请',
    applicationNotFound: '申请不存在',
    applicationDecided: '该申请已处理或已过期',
    /** The message the administrator gets for a new application. */
    appliedTitle: '企业管理员申请',
    appliedContent: (username: string, userAccount: string) =>
      `${username}（${userAccount}）申请成为本企业的管理员，请在「企业中心 › 企业账号管理」中授权或拒绝，7 天内未处理将自动过期。`,
    /** The message the new administrator gets. */
    grantedTitle: '您已成为企业管理员',
    grantedContent: (former: string) => `${former} 已将本企业的管理员转让给您，您现在拥有全部权限。`,
    /** The message an applicant gets when its application is declined. */
    declinedTitle: '企业管理员申请未通过',
    declinedContent: '您申请成为企业管理员的请求已被当前管理员拒绝。',
  },
  {
    mobileNotBound: 'Please bind a mobile number first',
    onlyAdministrator: 'Only the company administrator can do this',
    alreadyAdministrator: 'You are the company administrator already',
    notToSelf: 'You cannot hand over to yourself',
    targetInactive: 'You can only hand over to an enabled account',
    transferred: 'The administrator has changed, please refresh and try again',
    applicationPending: 'You have an application pending already',
    applicationNotFound: 'No such application',
    applicationDecided: 'This application has been decided or has expired',
    appliedTitle: 'Company administrator application',
    appliedContent: (username, userAccount) =>
      `${username} (${userAccount}) applies to be this company’s administrator. Please grant or decline it under “Company center › Company accounts”; it expires if not handled within 7 days.`,
    grantedTitle: 'You are now the company administrator',
    grantedContent: (former) =>
      `${former} handed this company’s administrator role over to you; you now have every permission.`,
    declinedTitle: 'Company administrator application declined',
    declinedContent:
      'Your application to be the company administrator was declined by the current administrator.',
  },
);
