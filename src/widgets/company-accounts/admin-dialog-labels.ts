import { localized } from '../../contract/localized';

/** The texts of the administrator dialogs (a lazily loaded part: see AdminDialog.tsx). */
export const adminDialogLabels = localized(
  {
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
  } as const,
  {
    transferTitle: 'Transfer company administrator',
    transferHint:
      'After the transfer you are no longer the company administrator and lose the administrator-only permissions; the verification code is sent to your bound mobile phone.',
    newAdmin: 'New administrator',
    chooseAccount: 'Choose an enabled account',
    formerRole: 'Your role after the transfer',
    code: 'SMS verification code',
    codeSent: 'The verification code has been sent to your bound mobile phone',
    confirmTransfer: 'Confirm transfer',
    confirmTransferMessage: (name: string) =>
      `Transfer the company administrator role to ${name}? You will lose administrator permissions; only the new administrator can undo this by transferring it back.`,
    transferred: (name: string) => `The company administrator role has been transferred to ${name}`,
    applyTitle: 'Apply to become company administrator',
    applyHint:
      'The current administrator is notified and grants or refuses the application; it expires if not handled within 7 days. The verification code is sent to your bound mobile phone.',
    submitApply: 'Submit application',
    applied: 'Application submitted, please wait for the administrator',
    cancel: 'Cancel',
    errors: {
      chooseAccount: 'Please choose the new administrator',
      code: 'Please enter the 6-digit verification code',
    },
  },
);
