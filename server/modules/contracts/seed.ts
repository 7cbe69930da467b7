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
const SIGNER_ACCOUNT = 'demo_center';
/** The IP the demo signing is recorded from. */
const SEED_IP = '127.0.0.1';

/**
 * 上海乐橙's contracts: the standard 2.0 demo_center signed 345 days ago (in force for about 20 more days,
 * its signed PDF rendered and stored like a real signing), the 2.1 waiting to be signed (30 days left), a
 * 2.1 whose deadline passed 10 days ago (已过期), and a c1 contract for its C1 client 成都蜀味 waiting.
 */
export async function seedDemoContracts(db: DbOrTrx, now: number): Promise<void> {
  if (!(await claimSeedMarker(db, SEED_MARKER, now))) return;
  const companyId = (await companyIdsByName(db)).get(DEMO_COMPANIES.leCheng);
  const signer = await db
    .selectFrom('accounts')
    .select(['id as accountId', 'user_account as userAccount', 'username'])
    .where('user_account', '=', SIGNER_ACCOUNT)
    .executeTakeFirst();
  if (!companyId || !signer) return;
  const draw = (input: Omit<NewContract, 'companyId' | 'sourceId'>, createdAt: number) =>
    createContract(db, { ...input, companyId, sourceId: newId() }, createdAt);

  const signedAt = now - 345 * DAY_MS;
  const signedId = await draw(
    {
      kind: 'standard',
      protocolVersion: '2.0',
      sourceType: 'protocol',
      signDeadline: signedAt + 27 * DAY_MS,
    },
    signedAt - 3 * DAY_MS,
  );
  await signContract(db, await contractOf(db, companyId, signedId, signedAt), signer, SEED_IP, signedAt);
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
