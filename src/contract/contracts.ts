/**
 * Contracts and online signing (在线签约, issue 13; SPEC §6 center-contract-online-*, §7 contract/, §9).
 * The platform is its own signing service: no outside e-sign provider is reachable. Written once here for
 * the server (server/modules/contracts) and the widget (<yp-contract-signing>).
 *
 * KINDS. standard 标准合同 (the company's 共享托盘使用协议 / 回收托盘运营服务协议 with the platform, gated by the
 * center-contract-online-* codes) and c1 C1合同 (the same agreement for one of the company's C1 clients,
 * named in the contract; gated by the center-contract-online-c1-* codes). Each code set: sign 签署 (open
 * the signing step and request the code), view 查看, download 下载合同, confirmSign 确认签署 (confirmSigning),
 * viewAttachment 查看附件页, downloadAttachment 下载附件页.
 *
 * PROTOCOL NAMES by version (SPEC §9): 1.0, 2.0, 2.1 → 共享托盘使用协议; any other → 回收托盘运营服务协议
 * (protocolNameOf). Companies are offered {@link CURRENT_PROTOCOL_VERSION} today.
 *
 * STATES. pending 待签署 → signed 已签署 | expired 已过期 | withdrawn 已撤回 (CONTRACT_TRANSITIONS; the other
 * three are final). Each contract has a signing deadline (signDeadline): a pending contract past it is
 * expired, on every read and every signing attempt, whether or not a job has written it yet. Withdrawing
 * is the platform's (no portal call). Signing order: the customer signs, then the platform countersigns
 * automatically in the same transaction, so a contract is never seen signed by one party only.
 *
 * IN FORCE. A signed contract runs from its signing for termDays (validUntil). customer/mandatoryProtocolQuery
 * answers for the session's company: mustSign when no signed standard contract is in force now — the
 * pallet area (role 2) then shows a blocking notice that leads to signing, not an error page; with a
 * contract in force and a newer one pending, the pallet area shows a reminder that does not block. A
 * company with nothing in force and nothing pending (a new company, or one whose offer ran out) is offered
 * the current protocol when it asks, with {@link PROTOCOL_OFFER_DAYS} days to sign.
 *
 * SIGNING needs a fresh SMS code to the signer's bound mobile (verificationCode/getSignVerificationCode,
 * sent through the outbox sender): single use, valid {@link SIGN_CODE_TTL_MINUTES} minutes; the
 * {@link SIGN_MAX_WRONG_TRIES}th wrong code locks the account's signing for {@link SIGN_LOCK_MINUTES}
 * minutes (confirmSigning and new signing codes refused, with the minutes left). confirmSigning is
 * idempotent: repeating it on a contract the caller already signed answers the signed contract.
 *
 * THE SIGNED DOCUMENT is a PDF made on the server (pdf-lib, @pdf-lib/fontkit, a subset-embedded CJK font):
 * the parties, the protocol name and version, the terms, and for each signer the name, account, time
 * (Asia/Shanghai), IP and verification method; its last page, the audit page 附页, carries the contract id
 * and the SHA-256 of the unsigned document (documentHash). The SHA-256 of the final file (signedFileHash)
 * is stored, and contract/verifySignedFile answers whether an uploaded file is exactly that file: any later
 * change, one byte, is detected (PRC Electronic Signature Law art. 13). The pages are also rendered to PNG
 * on the server (getContractAttachmentImg) and cached.
 *
 * THE CA CERTIFICATE NOTICE (customerCompany/getCACertificateNoticeShowStatus, caCertificateNoticeAlreadyShow)
 * is shown once per account, the first time it opens online signing.
 *
 * Company scoping: a company sees and signs only its own contracts (another's answer not found). Money is
 * not involved; times on the wire are ISO 8601 UTC, shown in Asia/Shanghai.
 */

import type { PageQuery } from './envelope';
import type { PermissionCode } from './permissions';
import { localized } from './localized';

export const CONTRACT_KINDS = ['standard', 'c1'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const CONTRACT_KIND_LABELS: Readonly<Record<ContractKind, string>> = localized(
  {
    standard: '标准合同',
    c1: 'C1合同',
  },
  { standard: 'Standard contract', c1: 'C1 contract' },
);

export interface ContractCodeSet {
  sign: PermissionCode;
  view: PermissionCode;
  download: PermissionCode;
  confirmSign: PermissionCode;
  viewAttachment: PermissionCode;
  downloadAttachment: PermissionCode;
}

/** SPEC §6: one code set per contract kind. */
export const CONTRACT_CODES: Readonly<Record<ContractKind, ContractCodeSet>> = {
  standard: {
    sign: 'center-contract-online-sign',
    view: 'center-contract-online-view',
    download: 'center-contract-online-download',
    confirmSign: 'center-contract-online-confirmSign',
    viewAttachment: 'center-contract-online-viewAttachment',
    downloadAttachment: 'center-contract-online-downloadAttachment',
  },
  c1: {
    sign: 'center-contract-online-c1-sign',
    view: 'center-contract-online-c1-view',
    download: 'center-contract-online-c1-download',
    confirmSign: 'center-contract-online-c1-confirmSign',
    viewAttachment: 'center-contract-online-c1-viewAttachment',
    downloadAttachment: 'center-contract-online-c1-downloadAttachment',
  },
};

// ── protocol names ──────────────────────────────────────────────────────────────────────────────────

/** SPEC §9: protocol versions 1.0, 2.0, 2.1 name the shared-tray use agreement; any other the recycle one. */
const SHARED_TRAY_VERSIONS: readonly string[] = ['1.0', '2.0', '2.1'];
const PROTOCOL_NAMES = localized(
  { sharedTray: '共享托盘使用协议', recycleTrayService: '回收托盘运营服务协议' },
  { sharedTray: 'Shared Pallet Use Agreement', recycleTrayService: 'Pallet Recycling Service Agreement' },
);
/** The agreement's name in the language in force (a contract's PDF is drawn in Chinese: contracts/document.ts). */
export const protocolNameOf = (version: string): string =>
  SHARED_TRAY_VERSIONS.includes(version) ? PROTOCOL_NAMES.sharedTray : PROTOCOL_NAMES.recycleTrayService;

/** The protocol version companies are offered today. */
export const CURRENT_PROTOCOL_VERSION = '2.1';

// ── states ──────────────────────────────────────────────────────────────────────────────────────────

export const CONTRACT_STATES = ['pending', 'signed', 'expired', 'withdrawn'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];
export const CONTRACT_STATE_LABELS: Readonly<Record<ContractState, string>> = localized(
  {
    pending: '待签署',
    signed: '已签署',
    expired: '已过期',
    withdrawn: '已撤回',
  },
  { pending: 'Awaiting signature', signed: 'Signed', expired: 'Expired', withdrawn: 'Withdrawn' },
);

/** The state machine: every allowed move; the three ends are final. */
export const CONTRACT_TRANSITIONS: Readonly<Record<ContractState, readonly ContractState[]>> = {
  pending: ['signed', 'expired', 'withdrawn'],
  signed: [],
  expired: [],
  withdrawn: [],
};

export const canTransition = (from: ContractState, to: ContractState): boolean =>
  CONTRACT_TRANSITIONS[from].includes(to);

/** The state as of `nowMs`: a pending contract past its signing deadline is expired. */
export const effectiveState = (stored: ContractState, signDeadline: string, nowMs: number): ContractState =>
  stored === 'pending' && Date.parse(signDeadline) <= nowMs ? 'expired' : stored;

// ── signing rules ───────────────────────────────────────────────────────────────────────────────────

export const SIGN_CODE_TTL_MINUTES = 5;
export const SIGN_MAX_WRONG_TRIES = 5;
export const SIGN_LOCK_MINUTES = 15;
/** How long a company has to sign the protocol it is offered (mandatoryProtocolQuery). */
export const PROTOCOL_OFFER_DAYS = 30;
/** A signed contract is in force this long from its signing. */
export const CONTRACT_TERM_DAYS = 365;

export const SIGNER_PARTIES = ['customer', 'platform'] as const;
export type SignerParty = (typeof SIGNER_PARTIES)[number];
export const SIGNER_PARTY_LABELS: Readonly<Record<SignerParty, string>> = localized(
  {
    customer: '甲方（客户）',
    platform: '乙方（平台）',
  },
  { customer: 'Party A (customer)', platform: 'Party B (platform)' },
);

export const SIGN_METHODS = ['smsCode', 'platformSeal'] as const;
export type SignMethod = (typeof SIGN_METHODS)[number];
export const SIGN_METHOD_LABELS: Readonly<Record<SignMethod, string>> = localized(
  {
    smsCode: '短信验证码',
    platformSeal: '平台电子签章（自动）',
  },
  { smsCode: 'SMS code', platformSeal: 'Platform e-seal (automatic)' },
);

// ── wire types ──────────────────────────────────────────────────────────────────────────────────────

/** POST contract/searchOnlineSigningContract (paged; its export twin takes the same filters). */
export interface ContractListQuery extends PageQuery {
  kind: ContractKind;
  state?: ContractState;
  /** Part of the contract number or the protocol name. */
  keyword?: string;
  /** Signing deadline within [from, to], ISO dates (Asia/Shanghai days). */
  deadlineFrom?: string;
  deadlineTo?: string;
}

export interface ContractListItem {
  id: string;
  /** HT + Asia/Shanghai date + sequence, e.g. HT20261124001. */
  contractNo: string;
  kind: ContractKind;
  protocolVersion: string;
  /** protocolNameOf(protocolVersion) */
  protocolName: string;
  /** 甲方: the company. */
  companyName: string;
  /** 乙方: the platform. */
  platformName: string;
  /** The C1 client a c1 contract is for; null for standard. */
  c1ClientName: string | null;
  /** Effective state (effectiveState). */
  state: ContractState;
  signDeadline: string;
  createdAt: string;
  signedAt: string | null;
  validUntil: string | null;
}

export interface ContractClause {
  heading: string;
  text: string;
}

export interface ContractSigner {
  party: SignerParty;
  partyName: string;
  signerName: string;
  /** The signing account, masked for the customer's (e.g. demo_c***). */
  account: string;
  signedAt: string;
  ip: string;
  method: SignMethod;
}

/** POST contract/getBestSignContractDetail { contractId } */
export interface ContractDetail extends ContractListItem {
  terms: ContractClause[];
  /** In signing order: customer, then platform; empty while pending. */
  signers: ContractSigner[];
  /** SHA-256 (hex) of the unsigned document. */
  documentHash: string;
  /** SHA-256 (hex) of the signed PDF; null until signed. */
  signedFileHash: string | null;
  /** Pages of the PDF download() gives now (the draft while pending, the signed file after). */
  pageCount: number;
  /** What the business record it was drawn for is (getting the file by source id). */
  sourceType: ContractSourceType;
  sourceId: string;
}

export const CONTRACT_SOURCE_TYPES = ['protocol', 'c1Protocol', 'entrust'] as const;
export type ContractSourceType = (typeof CONTRACT_SOURCE_TYPES)[number];

/** POST contract/getBestSignContractDetail, getContractAttachmentImg */
export interface ContractIdRequest {
  contractId: string;
}

/** POST contract/confirmSigning */
export interface ConfirmSigningRequest {
  contractId: string;
  /** The 6-digit code of getSignVerificationCode. */
  code: string;
  /** The signer ticked 我已阅读并同意. */
  agreed: true;
}

/** POST contract/getContractAttachmentImg: the PDF's pages as PNG images (GET URLs, token in the query). */
export interface ContractPageImages {
  pages: { page: number; url: string; width: number; height: number }[];
}

/** POST contract/verifySignedFile (multipart `file`): is this exactly a file the platform signed? */
export interface SignedFileVerdict {
  /** True only when the file's SHA-256 is that of a signed contract of the caller's company. */
  genuine: boolean;
  sha256: string;
  contract: { id: string; contractNo: string; protocolName: string; signedAt: string } | null;
}

/** POST customer/mandatoryProtocolQuery */
export interface MandatoryProtocol {
  /** No signed standard contract is in force: the pallet area is blocked until one is signed. */
  mustSign: boolean;
  /** The protocol to sign: the pending contract's, else the current one. */
  version: string;
  protocolName: string;
  /** The pending standard contract to sign, if any (the notice links to it). */
  pending: { contractId: string; contractNo: string; signDeadline: string } | null;
  /** Until when the contract in force runs; null when none is. */
  inForceUntil: string | null;
}
