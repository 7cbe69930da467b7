import {
  CURRENT_PROTOCOL_VERSION,
  PROTOCOL_OFFER_DAYS,
  protocolNameOf,
  type MandatoryProtocol,
} from '../../../src/contract/contracts';
import type { Session } from '../../auth/sessions';
import type { DbOrTrx } from '../../db/schema';
import { iso, isoOrNull } from '../ledger';
import { newId } from '../../db/ids';
import { createContractUnless } from './lifecycle';
import { expireOverdue } from './records';
import { DAY_MS } from './time';
import { contractsDb } from './tables';

/** The company's standard contracts that count: the latest term in force, the newest pending one. */
async function standing(db: DbOrTrx, companyId: string, now: number) {
  const standard = contractsDb(db)
    .selectFrom('contracts')
    .where('company_id', '=', companyId)
    .where('kind', '=', 'standard');
  const [inForce, pending] = await Promise.all([
    standard
      .select((eb) => eb.fn.max('valid_until').as('until'))
      .where('status', '=', 'signed')
      .where('valid_until', '>', now)
      .executeTakeFirst(),
    standard
      .select(['id', 'contract_no', 'protocol_version', 'sign_deadline'])
      .where('status', '=', 'pending')
      .where('sign_deadline', '>', now)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst(),
  ]);
  return { until: inForce?.until == null ? null : Number(inForce.until), pending };
}

/**
 * A company with nothing in force and nothing to sign (a new company, or one whose offer ran out) is
 * offered the current protocol; two racing queries offer it once (createContractUnless).
 */
const offerCurrentProtocol = (db: DbOrTrx, companyId: string, now: number) =>
  createContractUnless(
    db,
    {
      companyId,
      kind: 'standard',
      protocolVersion: CURRENT_PROTOCOL_VERSION,
      sourceType: 'protocol',
      sourceId: newId(),
      signDeadline: now + PROTOCOL_OFFER_DAYS * DAY_MS,
    },
    now,
    async (trx) => {
      const { until, pending } = await standing(trx, companyId, now);
      return until !== null || pending !== undefined;
    },
  );

/**
 * customer/mandatoryProtocolQuery: the company must sign while no signed standard contract is in force
 * now (signed, valid_until still ahead). The protocol to sign is the pending standard contract's (the
 * newest), else the current version; inForceUntil is the latest term of those in force.
 */
export async function mandatoryProtocol(
  db: DbOrTrx,
  session: Session,
  now: number,
): Promise<MandatoryProtocol> {
  await expireOverdue(db, session.companyId, now);
  let { until, pending } = await standing(db, session.companyId, now);
  if (until === null && !pending) {
    await offerCurrentProtocol(db, session.companyId, now);
    ({ until, pending } = await standing(db, session.companyId, now));
  }
  const version = pending?.protocol_version ?? CURRENT_PROTOCOL_VERSION;
  return {
    mustSign: until === null,
    version,
    protocolName: protocolNameOf(version),
    pending: pending
      ? { contractId: pending.id, contractNo: pending.contract_no, signDeadline: iso(pending.sign_deadline) }
      : null,
    inForceUntil: isoOrNull(until),
  };
}
