/** Every text <yp-contract-signing> shows (zh-CN). States, kinds, parties and methods are the contract's. */
import { SIGN_CODE_TTL_MINUTES } from '../../contract/contracts';

export {
  CONTRACT_KIND_LABELS,
  CONTRACT_STATE_LABELS,
  SIGNER_PARTY_LABELS,
  SIGN_METHOD_LABELS,
} from '../../contract/contracts';

export const CONTRACT_COLUMN_LABELS = {
  contractNo: '合同编号',
  protocolName: '协议名称',
  version: '版本',
  companyName: '甲方',
  c1ClientName: 'C1客户',
  state: '状态',
  signDeadline: '签署截止',
  signedAt: '签署时间',
  validUntil: '有效期至',
  actions: '操作',
} as const;

export const listLabels = {
  title: '在线签约',
  kindTabs: '合同类型',
  caption: '合同列表',
  state: '状态',
  keyword: '关键词',
  keywordPlaceholder: '合同编号/协议名称',
  deadline: '签署截止',
  export: '导出合同列表',
  empty: '暂无合同',
  noKind: '当前账号没有查看合同的权限',
  view: '查看',
  sign: '签署',
  download: '下载合同',
};

export const detailLabels = {
  back: '返回合同列表',
  notFound: '合同不存在或无权查看',
  contractNo: '合同编号',
  partyA: '甲方',
  partyB: '乙方',
  c1Client: 'C1客户',
  deadline: '签署截止',
  signedAt: '签署时间',
  validUntil: '有效期至',
  versionOf: (version: string) => `版本 ${version}`,
  pendingHint: (deadline: string) => `请在 ${deadline} 前完成签署，逾期合同将自动失效。`,
  document: '合同文件',
  documentDraft: '合同文件（待签署稿）',
  pageAlt: (page: number) => `第${page}页`,
  pageCounter: (page: number, total: number) => `第 ${page} / ${total} 页`,
  previousPage: '上一页',
  nextPage: '下一页',
  noPages: '无权查看合同页面',
  signers: '签署记录',
  signer: {
    party: '签署方',
    partyName: '签署主体',
    name: '签署人',
    account: '账号',
    time: '签署时间',
    ip: 'IP 地址',
    method: '认证方式',
  },
  hashes: '文件指纹（SHA-256）',
  documentHash: '待签署稿',
  signedFileHash: '已签署文件',
  copy: '复制',
  copyOf: (what: string) => `复制${what}的文件指纹`,
  copied: '已复制到剪贴板',
  copyFailed: '复制失败，请手动选择复制',
  download: '下载合同',
  downloadAttachment: '下载附件页',
  sign: '签署',
};

export const signLabels = {
  title: (protocolName: string) => `签署《${protocolName}》`,
  steps: '签署步骤',
  stepRead: '阅读协议',
  stepCode: '获取验证码',
  stepEnter: '输入验证码',
  stepConfirm: '确认签署',
  agree: (protocolName: string) => `我已阅读并同意《${protocolName}》`,
  agreeRequired: '请先阅读并勾选同意协议',
  sentTo: (mobile: string) => `验证码将发送至本账号绑定的手机 ${mobile}`,
  noMobile: '本账号未绑定手机，无法接收签署验证码，请先在 我的账户 中绑定手机',
  codeSent: (mobile: string | null) =>
    `验证码已发送${mobile ? `至 ${mobile}` : ''}，${SIGN_CODE_TTL_MINUTES} 分钟内有效`,
  code: '短信验证码',
  codeRequired: '请输入短信验证码',
  codeFormat: '验证码为 6 位数字',
  confirm: '确认签署',
  noConfirmCode: '当前账号没有确认签署的权限，请联系企业管理员',
  cancel: '取消',
  signed: '合同已签署',
};

export const caNoticeLabels = {
  title: '数字证书说明',
  text: '平台为贵公司签发数字证书，用于在线签约时的电子签名。签署时，系统以贵公司的数字证书对合同文件加签，并向签署人绑定的手机发送验证码确认本人意愿；签署完成后，合同文件的任何改动都可以被检测出来。',
  ok: '我知道了',
};

export const verifyLabels = {
  title: '验证合同文件',
  hint: '上传从平台下载的已签署合同（PDF），核对文件是否被修改。',
  choose: '选择 PDF 文件',
  file: '合同文件',
  checking: '正在验证…',
  genuine: '文件与平台签署的合同一致',
  genuineDetail: (contractNo: string, signedAt: string) => `合同编号 ${contractNo}，签署时间 ${signedAt}`,
  notGenuine: '文件与任何已签署合同都不一致（可能已被修改）',
  sha256: (hash: string) => `文件指纹 ${hash}`,
};
