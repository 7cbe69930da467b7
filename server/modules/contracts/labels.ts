import { CONTRACT_STATE_LABELS, type ContractState } from '../../../src/contract/contracts';
import { localized } from '../../../src/contract/localized';

/** Contract states as refusals word them. */
const CONTRACT_STATE_NAMES = localized(CONTRACT_STATE_LABELS, {
  pending: 'awaiting signature',
  signed: 'signed',
  expired: 'expired',
  withdrawn: 'withdrawn',
});

/** Messages of the contract calls, in Chinese and English. */
export const CONTRACT_LABELS = localized(
  {
    /** Another company's contract, or none at all: nothing about it is revealed. */
    notFound: '合同不存在',
    notPending: (state: ContractState) => `合同${CONTRACT_STATE_NAMES[state]}，不能签署`,
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
  },
  {
    notFound: 'No such contract',
    notPending: (state) => `The contract is ${CONTRACT_STATE_NAMES[state]} and cannot be signed`,
    locked: (minutes) => `Too many wrong signing codes, please try again in ${minutes} minutes`,
    mobileNotBound: 'Please bind a mobile number before signing',
    noSignedFile: 'The contract is not signed yet, so there is no signed file',
    pageNotFound: 'No such page',
    keyword: 'Contract no. or agreement name',
    deadlineFrom: 'Signing deadline from, yyyy-MM-dd (inclusive, Beijing time)',
    deadlineTo: 'Signing deadline to, yyyy-MM-dd (inclusive, Beijing time)',
    signedMessage: {
      title: 'Contract signed',
      content: (protocolName, contractNo, validUntil) =>
        `“${protocolName}” (contract no. ${contractNo}) has been signed and is valid until ${validUntil}.`,
    },
  },
);

/** The platform's countersignature (its seal, applied by the server). */
export const PLATFORM_SIGNER = localized(
  {
    signer_name: '平台电子签章',
    account: 'platform',
    ip: '平台服务器',
  },
  {
    signer_name: 'Platform e-seal',
    account: 'platform',
    ip: 'Platform server',
  },
);

/** The PDF's texts (document.ts). */
export const CONTRACT_PDF_LABELS = localized(
  {
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
  },
  {
    title: (protocolName, version) => `${protocolName} (version ${version})`,
    draftTitle: (protocolName, version) => `${protocolName} (version ${version}) draft`,
    contractNo: 'Contract no.',
    partyA: 'Party A',
    creditCode: 'Unified social credit code',
    partyB: 'Party B',
    c1Client: 'C1 customer',
    signDeadline: 'Signing deadline',
    kind: 'Contract type',
    termsHeading: 'Terms of the agreement',
    draftNotice:
      'This file is a draft awaiting signature, for reading only; once signed, the platform issues the signed file with the signing details and an audit page.',
    signerOf: (party) => `Signing party ${party}:`,
    signerLine: (name, account) => `Signed by: ${name}\u3000Account: ${account}`,
    signedAtIp: (time, ip) => `Signed at (Beijing time): ${time}\u3000IP: ${ip}`,
    method: (method) => `Signing method: ${method}`,
    auditTitle: 'Annex (audit page)',
    auditHeading: 'Evidence',
    contractId: (id) => `Contract ID: ${id}`,
    contractNoLine: (no) => `Contract no.: ${no}`,
    documentHash: (hash) => `SHA-256 of the unsigned file: ${hash}`,
    signedAtLine: (time) => `Signing completed at (Beijing time): ${time}`,
    draftAudit:
      'Status: awaiting signature. Once signed, this page records each party’s signing details and the SHA-256 digest of the unsigned file.',
    verifyHeading: 'How to verify',
    verify:
      'Upload this file to the platform’s signed-file check (contract/verifySignedFile, Company center › Contracts › Online signing, “Verify contract file”): the platform compares the file’s SHA-256 with the digest saved at signing; if they match, this is the original signed on the platform. Any change to the file, even a single byte, makes the check fail.',
    footer: (platformName) => `${platformName} e-signing`,
    fileName: (protocolName, contractNo) => `${protocolName}_${contractNo}.pdf`,
    draftFileName: (protocolName, contractNo) => `${protocolName}_${contractNo}_draft.pdf`,
    attachmentFileName: (contractNo) => `Annex_${contractNo}.png`,
  },
);

export const CONTRACT_EXPORT_LABELS = localized(
  {
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
  },
  {
    file: 'Online contracts',
    columns: {
      contractNo: 'Contract no.',
      kind: 'Contract type',
      protocolName: 'Agreement name',
      protocolVersion: 'Agreement version',
      companyName: 'Party A',
      platformName: 'Party B',
      c1ClientName: 'C1 customer',
      state: 'Status',
      signDeadline: 'Signing deadline',
      createdAt: 'Created at',
      signedAt: 'Signed at',
      validUntil: 'Valid until',
    },
  },
);
