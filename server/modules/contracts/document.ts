import { sha256 } from '../../auth/secrets';
import { PDFDocument } from 'pdf-lib';
import {
  CONTRACT_KIND_LABELS,
  protocolNameOf,
  SIGN_METHOD_LABELS,
  SIGNER_PARTY_LABELS,
} from '../../../src/contract/contracts';
import { formatDateTime, formatMinute } from '../../../src/contract/date-format';
import { DEFAULT_LOCALE } from '../../../src/contract/locale';
import { PLATFORM_NAME } from '../../../src/contract/platform';
import { inLocale } from '../../http/request-locale';
import { renderPdf, type PdfDocumentSpec, type PdfField, type PdfPart, type PdfSection } from '../../pdf';
import { CONTRACT_PDF_LABELS as L } from './labels';
import type { ContractRow, SignerRow } from './tables';
import { contractTerms } from './terms';

/** The contract as drawn, from its row alone: what the draft prints. */
type Drawn = Pick<
  ContractRow,
  | 'id'
  | 'contract_no'
  | 'kind'
  | 'protocol_version'
  | 'company_name'
  | 'credit_code'
  | 'c1_client_name'
  | 'sign_deadline'
  | 'created_at'
>;
/** What the signed file prints besides: the draft's hash. */
type Signed = Drawn & Pick<ContractRow, 'document_hash'>;

function fields(contract: Drawn): PdfField[] {
  return [
    { label: L.contractNo, value: contract.contract_no },
    { label: L.kind, value: CONTRACT_KIND_LABELS[contract.kind] },
    { label: L.partyA, value: contract.company_name },
    ...(contract.credit_code ? [{ label: L.creditCode, value: contract.credit_code }] : []),
    { label: L.partyB, value: PLATFORM_NAME },
    ...(contract.c1_client_name ? [{ label: L.c1Client, value: contract.c1_client_name }] : []),
    { label: L.signDeadline, value: formatMinute(contract.sign_deadline) },
  ];
}

const terms = (contract: Drawn) => ({
  heading: L.termsHeading,
  paragraphs: contractTerms(protocolNameOf(contract.protocol_version)).map(
    (clause) => `${clause.heading}\u3000${clause.text}`,
  ),
});

/** The signature block: a heading per signer (party and name), then who, when, from where, how. */
const signerSections = (signers: readonly SignerRow[]): PdfSection[] =>
  signers.map((signer) => ({
    heading: `${L.signerOf(SIGNER_PARTY_LABELS[signer.party])}${signer.party_name}`,
    paragraphs: [
      L.signerLine(signer.signer_name, signer.account),
      L.signedAtIp(formatDateTime(signer.signed_at), signer.ip),
      L.method(SIGN_METHOD_LABELS[signer.method]),
    ],
  }));

/** The 附页 (audit page): the contract's id and number, then the lines and sections of the file. */
const auditPage = (contract: Drawn, lines: string[], more: PdfSection[]): PdfPart => ({
  title: L.auditTitle,
  fields: [],
  sections: [
    {
      heading: L.auditHeading,
      paragraphs: [L.contractId(contract.id), L.contractNoLine(contract.contract_no), ...lines],
    },
    ...more,
  ],
  tables: [],
});

/** The unsigned document, dated at the contract's creation: the same bytes every time (its hash is kept). */
export function draftSpec(contract: Drawn): PdfDocumentSpec {
  const protocolName = protocolNameOf(contract.protocol_version);
  return {
    title: L.draftTitle(protocolName, contract.protocol_version),
    fields: fields(contract),
    sections: [{ paragraphs: [L.draftNotice] }, terms(contract)],
    tables: [],
    appendices: [auditPage(contract, [L.draftAudit], [])],
    footer: L.footer(PLATFORM_NAME),
    issuedAt: contract.created_at,
  };
}

/** The signed file: the terms, the signature block, and the audit page (附页) last. */
export function signedSpec(contract: Signed, signers: readonly SignerRow[]): PdfDocumentSpec {
  const protocolName = protocolNameOf(contract.protocol_version);
  const completedAt = Math.max(...signers.map((signer) => signer.signed_at));
  return {
    title: L.title(protocolName, contract.protocol_version),
    fields: fields(contract),
    sections: [terms(contract), ...signerSections(signers)],
    tables: [],
    appendices: [
      auditPage(
        contract,
        [L.documentHash(contract.document_hash), L.signedAtLine(formatDateTime(completedAt))],
        [...signerSections(signers), { heading: L.verifyHeading, paragraphs: [L.verify] }],
      ),
    ],
    footer: L.footer(PLATFORM_NAME),
    issuedAt: completedAt,
  };
}

export interface RenderedFile {
  bytes: Uint8Array;
  sha256: string;
  pageCount: number;
}

/**
 * Draws a spec and measures the file: its SHA-256 and its number of pages. Always in Chinese, whatever
 * the requester's language: the draft is drawn again on each download and must be the same bytes as the
 * hash kept at its creation, and the signed file quotes that hash (issue 17 item 5).
 */
export function renderFile(spec: () => PdfDocumentSpec): Promise<RenderedFile> {
  return inLocale(DEFAULT_LOCALE, async () => {
    const bytes = await renderPdf(spec());
    const pageCount = (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();
    return { bytes, sha256: sha256(bytes), pageCount };
  });
}
