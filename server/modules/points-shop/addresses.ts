import type { Transaction } from 'kysely';
import { maskPhone } from '../../../src/contract/phone';
import {
  MAX_RECEIVE_ADDRESSES,
  type ReceiveAddress,
  type SaveReceiveAddress,
} from '../../../src/contract/points-shop';
import type { Database, DbOrTrx } from '../../db/schema';
import { newId } from '../../db/ids';
import { isSet } from '../../db/flags';
import { businessError } from '../../http/envelope';
import { inTransaction, iso } from '../ledger';
import { SHOP_LABELS } from './labels';
import { shopDb, type ShopReceiveAddressesTable } from './tables';

const toAddress = (row: ShopReceiveAddressesTable, mobile: (full: string) => string): ReceiveAddress => ({
  id: row.id,
  receiverName: row.receiver_name,
  mobile: mobile(row.mobile),
  region: row.region,
  detailAddress: row.detail_address,
  isDefault: isSet(row.is_default),
  updatedAt: iso(Number(row.updated_at)),
});

const addressesOf = (db: DbOrTrx, accountId: string) =>
  shopDb(db).selectFrom('shop_receive_addresses').where('account_id', '=', accountId);

/** One of the account's addresses; another account's (or none) answers 收货地址不存在. */
export async function addressOf(
  db: DbOrTrx,
  accountId: string,
  id: string,
): Promise<ShopReceiveAddressesTable> {
  const row = await addressesOf(db, accountId).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw businessError(SHOP_LABELS.addressNotFound);
  return row;
}

/** shopreceiveaddress/list: the default first, then newest first; mobiles masked. */
export async function listAddresses(db: DbOrTrx, accountId: string): Promise<ReceiveAddress[]> {
  const rows = await addressesOf(db, accountId)
    .selectAll()
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => toAddress(row, maskPhone));
}

/** shopreceiveaddress/detail: the whole mobile (the account's own address). */
export async function addressDetail(db: DbOrTrx, accountId: string, id: string): Promise<ReceiveAddress> {
  return toAddress(await addressOf(db, accountId, id), (full) => full);
}

/**
 * Locks the account's addresses until the transaction ends (a no-op update of each), so two writes of
 * one account's addresses run one after the other: on PostgreSQL the next statement of the waiting one
 * sees the first one's rows (the limit and the single default hold under concurrency); SQLite's single
 * connection serializes them anyway.
 */
async function lockAddresses(trx: Transaction<Database>, accountId: string): Promise<void> {
  await shopDb(trx)
    .updateTable('shop_receive_addresses')
    .set((eb) => ({ is_default: eb.ref('is_default') }))
    .where('account_id', '=', accountId)
    .execute();
}

/** Makes `id` the account's only default (two statements: the unique partial index allows one at a time). */
async function makeDefault(trx: Transaction<Database>, accountId: string, id: string, now: number) {
  const sdb = shopDb(trx);
  await sdb
    .updateTable('shop_receive_addresses')
    .set({ is_default: 0, updated_at: now })
    .where('account_id', '=', accountId)
    .where('is_default', '=', 1)
    .where('id', '!=', id)
    .execute();
  await sdb
    .updateTable('shop_receive_addresses')
    .set({ is_default: 1, updated_at: now })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
}

/**
 * shopreceiveaddress/addOrEdit: adds (no id; at most MAX_RECEIVE_ADDRESSES, the first one is the
 * default) or edits one of the account's addresses. isDefault true makes it the default; false never
 * leaves the account without one (change the default by setting another).
 */
export async function saveAddress(
  db: DbOrTrx,
  accountId: string,
  now: number,
  request: SaveReceiveAddress,
): Promise<ReceiveAddress> {
  const values = {
    receiver_name: request.receiverName.trim(),
    mobile: request.mobile,
    region: request.region.trim(),
    detail_address: request.detailAddress.trim(),
    updated_at: now,
  };
  const id = await inTransaction(db, async (trx) => {
    await lockAddresses(trx, accountId);
    const sdb = shopDb(trx);
    if (request.id !== undefined) {
      await addressOf(trx, accountId, request.id);
      await sdb.updateTable('shop_receive_addresses').set(values).where('id', '=', request.id).execute();
      if (request.isDefault === true) await makeDefault(trx, accountId, request.id, now);
      return request.id;
    }
    const count = await addressesOf(trx, accountId)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_RECEIVE_ADDRESSES)
      throw businessError(SHOP_LABELS.tooManyAddresses(MAX_RECEIVE_ADDRESSES));
    const added = newId();
    await sdb
      .insertInto('shop_receive_addresses')
      .values({ id: added, account_id: accountId, ...values, is_default: 0, created_at: now })
      .execute();
    if (request.isDefault === true || Number(count.n) === 0) await makeDefault(trx, accountId, added, now);
    return added;
  });
  return addressDetail(db, accountId, id);
}

/** shopreceiveaddress/setDefault: this one becomes the default, the other loses it, in one transaction. */
export async function setDefaultAddress(
  db: DbOrTrx,
  accountId: string,
  now: number,
  id: string,
): Promise<ReceiveAddress> {
  await inTransaction(db, async (trx) => {
    await lockAddresses(trx, accountId);
    await addressOf(trx, accountId, id);
    await makeDefault(trx, accountId, id, now);
  });
  return addressDetail(db, accountId, id);
}

/** shopreceiveaddress/delete: deleting the default promotes the newest remaining address (or none is left). */
export async function deleteAddress(db: DbOrTrx, accountId: string, now: number, id: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    await lockAddresses(trx, accountId);
    const row = await addressOf(trx, accountId, id);
    await shopDb(trx).deleteFrom('shop_receive_addresses').where('id', '=', id).execute();
    if (!isSet(row.is_default)) return;
    const newest = await addressesOf(trx, accountId)
      .select('id')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (newest) await makeDefault(trx, accountId, newest.id, now);
  });
}
