import type { CertificationState } from '../../../src/contract/certification';

/** Chinese messages of the membership certification calls (customerCompany/, issue 12 item 3). */
export const CERTIFICATION_LABELS = {
  stateNames: {
    companyInfo: '填写企业信息',
    credentials: '上传资质',
    remittance: '打款验证',
    remitLocked: '打款验证已锁定',
    signing: '签约',
    certified: '已认证',
  } satisfies Record<CertificationState, string>,
  illegalTransition: (state: string) => `当前认证进度为「${state}」，不能执行此操作`,
  alreadySubmitted: '企业信息已提交，如需修改请使用修改企业信息',
  creditCodeInvalid: '统一社会信用代码不正确',
  idNumberInvalid: '身份证号码不正确',
  fileNotFound: '文件不存在，请重新上传',
  fileNotImage: '请上传 png 或 jpg 图片',
  credentialsMissing: '尚未提交资质信息',
  remitLocked: (until: string) => `打款验证已锁定，请于 ${until} 后重新提交资质发起打款`,
  remitWrong: (triesLeft: number) => `金额不正确，还可尝试 ${triesLeft} 次`,
  remitWrongLocked: '金额不正确，打款验证已锁定',
  mobileNotBound: '当前账号未绑定手机号，无法接收验证码',
  /** The 授权委托书 PDF. */
  authorization: {
    title: '授权委托书',
    fileName: (company: string) => `授权委托书-${company}.pdf`,
    principal: '委托单位',
    creditCode: '统一社会信用代码',
    legalPerson: '法定代表人',
    legalPersonId: '法定代表人身份证号',
    agent: '受托人（经办人）',
    agentMobile: '受托人手机号',
    agreement: '签署协议',
    caption: '授权事项',
    columns: ['序号', '事项'],
    items: (protocol: string) => [
      `代表委托单位在 Yelopack 平台办理企业会员认证，并在线签署《${protocol}》。`,
      '代表委托单位接收认证及签约相关的短信验证码。',
      '受托人在上述权限内签署的文件，委托单位均予以承认并承担相应法律责任。',
    ],
    stamp: '委托单位（盖章）：                法定代表人（签字）：                日期：',
    footer: (time: string) => `Yelopack 平台生成于 ${time}`,
  },
} as const;
