/** The texts of the administrator dialogs (a lazily loaded part: see AdminDialog.tsx). */
export const adminDialogLabels = {
  transferTitle: '转让企业管理员',
  transferHint: '转让后您将不再是企业管理员，失去管理员专属的权限；验证码将发送到您绑定的手机。',
  newAdmin: '新管理员',
  chooseAccount: '请选择已启用的账号',
  formerRole: '您转让后的角色',
  code: '短信验证码',
  codeSent: '验证码已发送至您绑定的手机',
  confirmTransfer: '确认转让',
  confirmTransferMessage: (name: string) =>
    `确定将企业管理员转让给 ${name} 吗？转让后您将失去管理员权限，此操作需由新管理员转让回来才能撤销。`,
  transferred: (name: string) => `企业管理员已转让给 ${name}`,
  applyTitle: '申请成为企业管理员',
  applyHint: '申请将通知当前管理员，由其授权或拒绝；7 天内未处理将自动过期。验证码将发送到您绑定的手机。',
  submitApply: '提交申请',
  applied: '申请已提交，请等待管理员处理',
  cancel: '取消',
  errors: {
    chooseAccount: '请选择新管理员',
    code: '请输入 6 位数字验证码',
  },
} as const;
