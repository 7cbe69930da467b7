import {
  CURRENT_PROTOCOL_VERSION,
  protocolNameOf,
  type MandatoryProtocol,
} from '../../../src/contract/contracts';
import type { Session } from '../../auth/sessions';
import type { DbOrTrx } from '../../db/schema';
import { iso, isoOrNull } from '../ledger';
import { expireOverdue } from './records';
import { contractsDb } from './tables';

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
  const standard = contractsDb(db)
    .selectFrom('contracts')
    .where('company_id', '=', session.companyId)
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
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst(),
  ]);
  const until = inForce?.until == null ? null : Number(inForce.until);
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
