import { CONTRACT_STATE_LABELS, type ContractState } from '../../../src/contract/contracts';

/** Chinese messages of the contract calls. */
export const CONTRACT_LABELS = {
  /** Another company's contract, or none at all: nothing about it is revealed. */
  notFound: '合同不存在',
  notPending: (state: ContractState) => `合同${CONTRACT_STATE_LABELS[state]}，不能签署`,
  locked: (minutes: number) => `签署验证码错误次数过多，请 ${minutes} 分钟后再试`,
  mobileNotBound: '请先绑定手机号再签署',
  noSignedFile: '合同尚未签署，暂无签署文件',
  pageNotFound: '页码不存在',
  keyword: '合同编号或协议名称',
  deadlineFrom: '签署截止开始日期 yyyy-MM-dd（含，北京时间）',
  deadlineTo: '签署截止结束日期 yyyy-MM-dd（含，北京时间）',
  /** The business message to the company when a contract is signed. */
  signedMessage: {
    title: '合同签署完成',
    content: (protocolName: string, contractNo: string, validUntil: string) =>
      `《${protocolName}》（合同编号 ${contractNo}）已完成签署，有效期至 ${validUntil}。`,
  },
} as const;

/** The platform's countersignature (its seal, applied by the server). */
export const PLATFORM_SIGNER = {
  signer_name: '平台电子签章',
  account: 'platform',
  ip: '平台服务器',
} as const;

/** The PDF's texts (document.ts). */
export const CONTRACT_PDF_LABELS = {
  title: (protocolName: string, version: string) => `${protocolName}（${version}版）`,
  draftTitle: (protocolName: string, version: string) => `${protocolName}（${version}版）草稿`,
  contractNo: '合同编号',
  partyA: '甲方',
  creditCode: '统一社会信用代码',
  partyB: '乙方',
  c1Client: 'C1客户',
  signDeadline: '签署截止',
  kind: '合同类型',
  termsHeading: '协议条款',
  draftNotice: '本文件为待签署草稿，仅供阅读；签署后由平台生成带签署信息与审计页的签署文件。',
  signerOf: (party: string) => `签署方 ${party}：`,
  signerLine: (name: string, account: string) => `签署人：${name}\u3000账号：${account}`,
  signedAtIp: (time: string, ip: string) => `签署时间（北京时间）：${time}\u3000IP：${ip}`,
  method: (method: string) => `签署方式：${method}`,
  auditTitle: '附页（审计页）',
  auditHeading: '存证信息',
  contractId: (id: string) => `合同ID：${id}`,
  contractNoLine: (no: string) => `合同编号：${no}`,
  documentHash: (hash: string) => `未签署文件 SHA-256：${hash}`,
  signedAtLine: (time: string) => `签署完成时间（北京时间）：${time}`,
  draftAudit: '状态：待签署。签署后本页记录各签署方的签署信息与未签署文件的 SHA-256 摘要。',
  verifyHeading: '验证方法',
  verify:
    '上传本文件到平台的签署文件验证功能（contract/verifySignedFile，企业中心 › 合同管理 › 在线签约页面的“验证合同文件”）：平台比对文件的 SHA-256 与签署时保存的摘要，一致即为平台签署的原件；文件的任何改动（哪怕一个字节）都会使验证不通过。',
  footer: (platformName: string) => `${platformName} 电子签约`,
  fileName: (protocolName: string, contractNo: string) => `${protocolName}_${contractNo}.pdf`,
  draftFileName: (protocolName: string, contractNo: string) => `${protocolName}_${contractNo}_草稿.pdf`,
  attachmentFileName: (contractNo: string) => `附页_${contractNo}.png`,
} as const;

export const CONTRACT_EXPORT_LABELS = {
  file: '在线签约合同',
  columns: {
    contractNo: '合同编号',
    kind: '合同类型',
    protocolName: '协议名称',
    protocolVersion: '协议版本',
    companyName: '甲方',
    platformName: '乙方',
    c1ClientName: 'C1客户',
    state: '状态',
    signDeadline: '签署截止',
    createdAt: '创建时间',
    signedAt: '签署时间',
    validUntil: '有效期至',
  },
} as const;
