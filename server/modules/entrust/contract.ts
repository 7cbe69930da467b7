import {
  VEHICLE_TYPE_LABELS,
  type AddressSnapshot,
  type FreightContractPreview,
} from '../../../src/contract/freight';
import type { VerificationCodeSent } from '../../../src/contract/auth';
import { formatDateTime, formatMinute } from '../../../src/contract/date-format';
import { formatYuan } from '../../../src/contract/money';
import type { Session } from '../../auth/sessions';
import { sendVerificationCode } from '../../auth/verification-codes';
import type { DbOrTrx } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { businessError } from '../../http/envelope';
import { MSG } from '../../labels/messages';
import { renderPdf, type PdfDocumentSpec } from '../../pdf';
import { demandRows, ownDemand, statusNow, type DemandRow } from './demand-row';
import { CONTRACT_LABELS as L, ENTRUST_LABELS } from './labels';
import { requireMove } from './states';

const place = (address: AddressSnapshot) =>
  `${address.province}${address.city}${address.district}${address.detail}（${address.name}）`;

/** The clauses of the freight contract, filled in from the order (the same text previewed and signed). */
function clausesOf(row: DemandRow): string[] {
  return L.clauses({
    shipper: row.shipper_name,
    carrier: row.carrier_name ?? '',
    origin: place(JSON.parse(row.origin) as AddressSnapshot),
    destination: place(JSON.parse(row.destination) as AddressSnapshot),
    cargo: row.cargo_name,
    pallets: Number(row.pallets),
    weightKg: Number(row.weight_kg),
    vehicle: VEHICLE_TYPE_LABELS[row.vehicle_type],
    loadFrom: formatMinute(Number(row.load_from)),
    loadTo: formatMinute(Number(row.load_to)),
    price: formatYuan(Number(row.agreed_price_fen)),
    documentNo: row.document_no,
  });
}

/** Statuses with a carrier chosen: the contract exists (to sign, or signed). */
const WITH_CONTRACT = new Set(['chosen', 'signed', 'executing', 'completed']);

/** yeloflex/entrustDemandOrder/contractPreview: the shipper's contract of a chosen (or later) order. */
export async function contractPreview(
  db: DbOrTrx,
  companyId: string,
  id: string,
  now: number,
): Promise<FreightContractPreview> {
  const row = await ownDemand(db, companyId, id);
  if (!WITH_CONTRACT.has(statusNow(row, now)) && row.signed_at === null)
    throw businessError(ENTRUST_LABELS.demandRefused(statusNow(row, now), ENTRUST_LABELS.verbs.preview));
  return {
    demandOrderId: row.id,
    title: L.title,
    shipperCompanyName: row.shipper_name,
    carrierCompanyName: row.carrier_name ?? '',
    priceFen: Number(row.agreed_price_fen),
    clauses: clausesOf(row),
  };
}

/**
 * yeloflex/entrustDemandOrder/verifyCode: sends the signing code (scene 'sign') to the session's own bound
 * mobile, for a chosen order of the shipper (entrustDemandOrder/sign checks it).
 */
export async function sendSigningCode(
  deps: Pick<AppDeps, 'db' | 'clock' | 'sms'>,
  session: Session,
  id: string,
): Promise<VerificationCodeSent> {
  const now = deps.clock();
  const row = await ownDemand(deps.db, session.companyId, id);
  requireMove(row, 'signed', ENTRUST_LABELS.verbs.sign, now);
  if (!session.mobile) throw businessError(MSG.mobileNotBound);
  return sendVerificationCode(deps, session.mobile, 'sign');
}

/** The signed order of either party (the shipper or its carrier), with the signer's account name. */
async function signedOrder(db: DbOrTrx, companyId: string, id: string) {
  const row = await demandRows(db)
    .leftJoin('accounts as signer', 'signer.id', 'd.signer_account_id')
    .select('signer.user_account as signer_account')
    .where('d.id', '=', id)
    .where((eb) => eb.or([eb('d.company_id', '=', companyId), eb('d.carrier_company_id', '=', companyId)]))
    .executeTakeFirst();
  if (!row) throw businessError(ENTRUST_LABELS.demandNotFound);
  if (row.signed_at === null) throw businessError(ENTRUST_LABELS.notSigned);
  return row;
}

/** The signed contract as a PDF spec: dated at signing, so every download is the same bytes. */
function contractSpec(row: DemandRow & { signer_account: string | null }): PdfDocumentSpec {
  const signedAt = Number(row.signed_at);
  return {
    title: L.title,
    fields: [
      { label: L.documentNo, value: row.document_no },
      { label: L.price, value: formatYuan(Number(row.agreed_price_fen)) },
      { label: L.shipper, value: row.shipper_name },
      { label: L.carrier, value: row.carrier_name ?? '' },
    ],
    sections: [
      { paragraphs: clausesOf(row) },
      {
        heading: L.signerHeading,
        paragraphs: [
          L.signer(row.signer_name ?? '', row.signer_account ?? ''),
          L.signedAt(formatDateTime(signedAt), row.signer_ip ?? ''),
          L.method,
        ],
      },
    ],
    tables: [],
    footer: L.footer,
    issuedAt: signedAt,
  };
}

/**
 * yeloflex/entrustDemandOrder/downloadContract: the signed contract of either party, refused before signing
 * (checked at once; the PDF is rendered only when asked, so ?check=1 costs no rendering).
 */
export async function signedContract(
  db: DbOrTrx,
  companyId: string,
  id: string,
): Promise<{ fileName: string; render: () => Promise<Uint8Array> }> {
  const row = await signedOrder(db, companyId, id);
  return { fileName: L.fileName(row.document_no), render: () => renderPdf(contractSpec(row)) };
}
