import { Type } from '@sinclair/typebox';
import {
  CONTRACT_KIND_LABELS,
  CONTRACT_SOURCE_TYPES,
  CONTRACT_STATE_LABELS,
  SIGN_METHOD_LABELS,
  SIGNER_PARTY_LABELS,
  type ContractClause,
  type ContractDetail,
  type ContractListItem,
  type ContractPageImages,
  type ContractSigner,
  type MandatoryProtocol,
  type SignedFileVerdict,
} from '../../../src/contract/contracts';
import { Instant, Int, Nullable, OneOf, OneOfKeys, wire } from '../../http/wire/schema';

/** Response schemas of src/contract/contracts.ts. */

const listFields = {
  id: Type.String(),
  contractNo: Type.String({ description: '合同编号' }),
  kind: OneOfKeys(CONTRACT_KIND_LABELS),
  protocolVersion: Type.String({ description: '协议版本' }),
  protocolName: Type.String({ description: '协议名称（由版本决定）' }),
  companyName: Type.String({ description: '甲方（本企业）' }),
  platformName: Type.String({ description: '乙方（平台）' }),
  c1ClientName: Nullable(Type.String({ description: 'C1合同的 C1 客户；标准合同为 null' })),
  state: OneOfKeys(CONTRACT_STATE_LABELS),
  signDeadline: Instant(),
  createdAt: Instant(),
  signedAt: Nullable(Instant()),
  validUntil: Nullable(Instant()),
};

export const ContractListItemSchema = wire<ContractListItem>()(Type.Object(listFields));

const ClauseSchema = wire<ContractClause>()(Type.Object({ heading: Type.String(), text: Type.String() }));

const SignerSchema = wire<ContractSigner>()(
  Type.Object({
    party: OneOfKeys(SIGNER_PARTY_LABELS),
    partyName: Type.String(),
    signerName: Type.String(),
    account: Type.String({ description: '签署账号（客户账号脱敏）' }),
    signedAt: Instant(),
    ip: Type.String(),
    method: OneOfKeys(SIGN_METHOD_LABELS),
  }),
);

export const ContractDetailSchema = wire<ContractDetail>()(
  Type.Object({
    ...listFields,
    terms: Type.Array(ClauseSchema),
    signers: Type.Array(SignerSchema, { description: '签署顺序：客户，平台；待签署时为空' }),
    documentHash: Type.String({ description: '未签署文件（草稿 PDF）的 SHA-256' }),
    signedFileHash: Nullable(Type.String({ description: '签署文件的 SHA-256；未签署为 null' })),
    pageCount: Int(),
    sourceType: OneOf(CONTRACT_SOURCE_TYPES),
    sourceId: Type.String(),
  }),
);

export const ContractPageImagesSchema = wire<ContractPageImages>()(
  Type.Object({
    pages: Type.Array(
      Type.Object({
        page: Int(),
        url: Type.String({ description: 'GET 图片地址（加 &token=）' }),
        width: Int(),
        height: Int(),
      }),
    ),
  }),
);

export const SignedFileVerdictSchema = wire<SignedFileVerdict>()(
  Type.Object({
    genuine: Type.Boolean({ description: 'true：文件与本企业某份已签署合同的签署文件逐字节一致' }),
    sha256: Type.String({ description: '上传文件的 SHA-256' }),
    contract: Nullable(
      Type.Object({
        id: Type.String(),
        contractNo: Type.String(),
        protocolName: Type.String(),
        signedAt: Instant(),
      }),
    ),
  }),
);

export const MandatoryProtocolSchema = wire<MandatoryProtocol>()(
  Type.Object({
    mustSign: Type.Boolean({ description: 'true：没有生效中的已签署标准合同，托盘共享区须先签署' }),
    version: Type.String(),
    protocolName: Type.String(),
    pending: Nullable(
      Type.Object({ contractId: Type.String(), contractNo: Type.String(), signDeadline: Instant() }),
    ),
    inForceUntil: Nullable(Instant()),
  }),
);
