import { MEMBERSHIP_AGREEMENT_VERSION } from '../../../src/contract/certification';
import type { DbOrTrx } from '../../db/schema';
import { DEMO_COMPANIES } from '../../db/seed/demo-accounts';
import { claimSeedMarker, companyIdsByName } from '../../db/seed/seed-once';
import { certificationDb } from './tables';

const SEED_MARKER = 'seed.certification';
const DAY_MS = 24 * 60 * 60 * 1000;
/** 上海乐橙's administrator signed. */
const SIGNER_ACCOUNT = 'demo_center';

/**
 * 上海乐橙 is a certified member (it signed 2.1 ninety days ago), so the demo's certification page shows
 * real data; its credentials carry no images (the seed writes no files). Once per database.
 */
export async function seedDemoCertification(db: DbOrTrx, now: number): Promise<void> {
  if (!(await claimSeedMarker(db, SEED_MARKER, now))) return;
  const leCheng = (await companyIdsByName(db)).get(DEMO_COMPANIES.leCheng);
  const signer = await db
    .selectFrom('accounts')
    .select('id')
    .where('user_account', '=', SIGNER_ACCOUNT)
    .executeTakeFirst();
  if (!leCheng || !signer) return;
  const submitted = now - 92 * DAY_MS;
  const signed = now - 90 * DAY_MS;
  await certificationDb(db)
    .insertInto('company_certifications')
    .values({
      company_id: leCheng,
      status: 'certified',
      company_name: DEMO_COMPANIES.leCheng,
      credit_code: '91310115MA1H7K2X56',
      address: '上海市浦东新区张江路 1999 号',
      contact_name: '王芳',
      contact_mobile: '13800000003',
      bank_account_name: DEMO_COMPANIES.leCheng,
      bank_name: '招商银行上海张江支行',
      bank_account_no: '6214830212345678',
      license_file_id: null,
      id_card_file_id: null,
      legal_person_name: '陈建国',
      legal_person_id_number: '310115198001011238',
      remit_amount: 37,
      remit_sent_at: submitted,
      remit_tries: 1,
      locked_at: null,
      agreement_version: MEMBERSHIP_AGREEMENT_VERSION,
      signed_at: signed,
      signed_by: signer.id,
      created_at: submitted,
      updated_at: signed,
    })
    .execute();
}
