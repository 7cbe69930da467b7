import { CURRENT_PROTOCOL_VERSION } from '../../../src/contract/contracts';
import { newId } from '../../db/ids';
import type { DbOrTrx } from '../../db/schema';
import { DEMO_COMPANIES } from '../../db/seed/demo-accounts';
import { claimSeedMarker, companyIdsByName } from '../../db/seed/seed-once';
import { createContract, type NewContract } from './lifecycle';
import { contractOf } from './records';
import { signContract } from './signing';
import { DAY_MS } from './time';

const SEED_MARKER = 'seed.contracts';
/** Who signed each demo company's agreement in force. */
const SIGNERS = { leCheng: 'demo_center', baiYun: 'demo_multi' } as const;
/** The IP the demo signing is recorded from. */
const SEED_IP = '127.0.0.1';

const signerNamed = (db: DbOrTrx, userAccount: string) =>
  db
    .selectFrom('accounts')
    .select(['id as accountId', 'user_account as userAccount', 'username'])
    .where('user_account', '=', userAccount)
    .executeTakeFirstOrThrow();

/** A standard contract of `version` signed at `signedAt` (its PDF rendered and stored like a real signing). */
async function signedContract(
  db: DbOrTrx,
  companyId: string,
  version: string,
  signerAccount: string,
  signedAt: number,
): Promise<void> {
  const id = await createContract(
    db,
    {
      companyId,
      kind: 'standard',
      protocolVersion: version,
      sourceType: 'protocol',
      sourceId: newId(),
      signDeadline: signedAt + 27 * DAY_MS,
    },
    signedAt - 3 * DAY_MS,
  );
  const contract = await contractOf(db, companyId, id, signedAt);
  await signContract(db, contract, await signerNamed(db, signerAccount), SEED_IP, signedAt);
}

/**
 * 上海乐橙's contracts: the standard 2.0 demo_center signed 345 days ago (in force for about 20 more days),
 * the 2.1 waiting to be signed (30 days left), a 2.1 whose deadline passed 10 days ago (已过期), and a c1
 * contract for its C1 client 成都蜀味 waiting. 广州白云物流 (demo_multi's second company) signed 2.1 100 days
 * ago, so its pallet area is open too.
 */
export async function seedDemoContracts(db: DbOrTrx, now: number): Promise<void> {
  if (!(await claimSeedMarker(db, SEED_MARKER, now))) return;
  const companies = await companyIdsByName(db);
  const companyId = companies.get(DEMO_COMPANIES.leCheng);
  const baiYunId = companies.get(DEMO_COMPANIES.baiYun);
  if (!companyId || !baiYunId) return;
  const draw = (input: Omit<NewContract, 'companyId' | 'sourceId'>, createdAt: number) =>
    createContract(db, { ...input, companyId, sourceId: newId() }, createdAt);

  await signedContract(db, companyId, '2.0', SIGNERS.leCheng, now - 345 * DAY_MS);
  await signedContract(db, baiYunId, CURRENT_PROTOCOL_VERSION, SIGNERS.baiYun, now - 100 * DAY_MS);
  await draw(
    {
      kind: 'standard',
      protocolVersion: CURRENT_PROTOCOL_VERSION,
      sourceType: 'protocol',
      signDeadline: now - 10 * DAY_MS,
    },
    now - 40 * DAY_MS,
  );
  await draw(
    {
      kind: 'standard',
      protocolVersion: CURRENT_PROTOCOL_VERSION,
      sourceType: 'protocol',
      signDeadline: now + 30 * DAY_MS,
    },
    now - DAY_MS,
  );
  await draw(
    {
      kind: 'c1',
      protocolVersion: CURRENT_PROTOCOL_VERSION,
      c1ClientName: DEMO_COMPANIES.shuWei,
      sourceType: 'c1Protocol',
      signDeadline: now + 30 * DAY_MS,
    },
    now - DAY_MS,
  );
}
