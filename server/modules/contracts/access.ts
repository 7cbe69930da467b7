import { CONTRACT_CODES, type ContractCodeSet } from '../../../src/contract/contracts';
import type { Session } from '../../auth/sessions';
import type { AppDeps } from '../../deps';
import { requirePermission } from '../../http/route';
import { contractOf } from './records';
import type { ContractRow } from './tables';

/** The action codes of both kinds: a route's guard admits a caller holding either (e.g. both view codes). */
export const eitherKind = (action: keyof ContractCodeSet) =>
  [CONTRACT_CODES.standard[action], CONTRACT_CODES.c1[action]] as const;

/**
 * The company's contract by id (another company's: 合同不存在), and the caller must hold the action's code
 * of the contract's kind (else 4030): the kind is known only once the row is read.
 */
export async function permittedContract(
  deps: AppDeps,
  session: Session,
  contractId: string,
  action: keyof ContractCodeSet,
): Promise<ContractRow> {
  const contract = await contractOf(deps.db, session.companyId, contractId, deps.clock());
  await requirePermission(deps, session, CONTRACT_CODES[contract.kind][action]);
  return contract;
}
