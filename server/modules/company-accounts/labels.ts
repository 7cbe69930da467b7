/** Chinese messages of the sub-account and custom-role calls (customerCompany/, issue 12). */
export const ACCOUNT_LABELS = {
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
} as const;

/** Permission tree: the areas of the catalogue by the first segment of the code. */
export const PERMISSION_AREA_NAMES: Readonly<Record<string, string>> = {
  yelopack: '托盘共享',
  center: '企业中心',
  logistics: '物流',
};
