/** The contract/ calls and the signing helpers of customerCompany/ (wire types in src/contract/contracts.ts). */
import { API } from '../../contract/api-paths';
import type { VerificationCodeSent } from '../../contract/auth';
import type { CaNoticeStatus, VerifyPhoneInfo } from '../../contract/certification';
import type {
  ConfirmSigningRequest,
  ContractDetail,
  ContractIdRequest,
  ContractListItem,
  ContractPageImages,
  SignedFileVerdict,
} from '../../contract/contracts';
import type { Page } from '../../contract/envelope';
import { api } from '../../core';

const K = API.contract;
const C = API.customerCompany;

export const PATHS = {
  list: K.searchOnlineSigningContract,
  detail: K.getBestSignContractDetail,
  pages: K.getContractAttachmentImg,
  confirm: K.confirmSigning,
  verify: K.verifySignedFile,
  phone: C.getVerifyByPhoneInfo,
  sendCode: API.verificationCode.getSignVerificationCode,
  caStatus: C.getCACertificateNoticeShowStatus,
  caShown: C.caCertificateNoticeAlreadyShow,
} as const;

/** GET ?contractId: the PDF, and the 附页 as PNG (opened with openDownload, which adds the token). */
export const DOWNLOAD_PATHS = { contract: K.download, attachment: K.downloadAttachment } as const;

/** What the server answers each call with; the calls below and the fake backend are typed by it. */
export interface ContractResponses {
  [PATHS.list]: Page<ContractListItem>;
  [PATHS.detail]: ContractDetail;
  [PATHS.pages]: ContractPageImages;
  [PATHS.confirm]: ContractDetail;
  [PATHS.verify]: SignedFileVerdict;
  [PATHS.phone]: VerifyPhoneInfo;
  [PATHS.sendCode]: VerificationCodeSent;
  [PATHS.caStatus]: CaNoticeStatus;
  [PATHS.caShown]: null;
}

/** What a signing changes: the list, the detail and its page images (the signed file replaces the draft). */
export const SIGNING_READS = [PATHS.list, PATHS.detail, PATHS.pages] as const;

const post = <P extends keyof ContractResponses>(path: P, body: object = {}) =>
  api.post<ContractResponses[P]>(path, body);

export const contractsApi = {
  sendCode: () => post(PATHS.sendCode),
  confirm: (request: ConfirmSigningRequest) => post(PATHS.confirm, request),
  verify: (file: File) => api.upload<SignedFileVerdict>(PATHS.verify, file),
  caShown: () => post(PATHS.caShown),
};

export const idBody = (contractId: string): ContractIdRequest => ({ contractId });
