import type { Transaction } from 'kysely';
import type { DocumentType } from '../../../src/contract/stock';
import type { Database } from '../../db/schema';
import { ledgerDb } from './tables';

/**
 * Prefix of each document type's human number (调拨 DB, 入库 RK, 运单 YD, 流转 LZ, 回收 HS, 扣减 KJ, 归还 GH).
 * A sale outbound is a waybill since issue 4 (YD); the older ones keep their XS numbers.
 */
export const DOCUMENT_PREFIXES: Record<DocumentType, string> = {
  inboundOrder: 'RK',
  transfer: 'DB',
  saleOutbound: 'YD',
  circulation: 'LZ',
  recycling: 'HS',
  deduction: 'KJ',
  trayReturn: 'GH',
};

const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * The next human number, e.g. DB20261122-000123: prefix, Asia/Shanghai day, a counter per prefix and day.
 * The counter row is locked until the caller's transaction ends, so numbers never repeat.
 */
export function nextDocumentNo(trx: Transaction<Database>, type: DocumentType, now: number): Promise<string> {
  return nextNumber(trx, DOCUMENT_PREFIXES[type], now);
}

/** The next number of a prefix of its own (bills: ZD), counted like the documents' (see nextDocumentNo). */
export async function nextNumber(trx: Transaction<Database>, prefix: string, now: number): Promise<string> {
  const day = new Date(now + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  const key = `${prefix}${day}`;
  const row = await ledgerDb(trx)
    .insertInto('document_sequences')
    .values({ key, last_value: 1 })
    .onConflict((c) =>
      c.column('key').doUpdateSet((eb) => ({ last_value: eb('document_sequences.last_value', '+', 1) })),
    )
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return `${key}-${String(row.last_value).padStart(6, '0')}`;
}
