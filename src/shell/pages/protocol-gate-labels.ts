import { localized } from '../../contract/localized';

/**
 * The pallet area's protocol notice (SPEC §9: no pallet use without the agreement in force), in Chinese and English. Apart
 * from ../labels.ts so that its text loads with the pages, not with the shell's first load.
 */
export const protocolGateLabels = localized(
  {
    title: (protocolName: string) => `请先签署《${protocolName}》`,
    noneInForce: '贵公司目前没有生效中的托盘使用协议，签署后即可使用托盘共享的各项功能。',
    deadline: (deadline: string) => `待签署协议的签署截止时间：${deadline}。`,
    noPending: '平台尚未向贵公司下发待签署的协议，请联系平台客服。',
    askAdmin: '请联系贵公司的企业管理员在 企业中心 › 合同管理 › 在线签约 中完成签署。',
    reminder: (until: string, protocolName: string, deadline: string) =>
      `当前协议有效期至 ${until}，新版《${protocolName}》请于 ${deadline} 前签署。`,
    sign: '去签署',
    hide: '收起',
  },
  {
    title: (protocolName: string) => `Please sign the "${protocolName}" first`,
    noneInForce:
      'Your company has no pallet use agreement in force. Once it is signed, every pallet sharing feature is available.',
    deadline: (deadline: string) => `Deadline for signing the pending agreement: ${deadline}.`,
    noPending:
      'The platform has not yet issued an agreement for your company to sign, please contact platform customer service.',
    askAdmin:
      'Please ask your company administrator to sign it under Company center › Contracts › Online signing.',
    reminder: (until: string, protocolName: string, deadline: string) =>
      `The current agreement is valid until ${until}; please sign the new "${protocolName}" by ${deadline}.`,
    sign: 'Sign now',
    hide: 'Hide',
  },
);
