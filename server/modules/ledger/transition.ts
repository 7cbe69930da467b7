import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { businessError } from '../../http/envelope';
import { applyMovements, type LedgerChange } from './apply-movements';
import { LEDGER_LABELS, STATUS_NAMES, TRANSITION_VERBS } from './labels';
import { inTransaction, type LedgerDeps } from './context';
import type { StateMachine } from './state-machine';

/** The columns every document table has (a transition reads and writes only these, by the table's name). */
interface StatusColumns {
  id: string;
  status: string;
  updated_at: number;
}

/** A document table of any module, seen through its status columns. */
const statusDb = (trx: Transaction<Database>) => trx as unknown as Kysely<Record<string, StatusColumns>>;

/** What a transition needs to know of the document's type. */
export interface DocumentKind<S extends string> {
  /** The document table (of the module that owns the document type). */
  table: string;
  machine: StateMachine<S>;
  /** For the refusal, read when it is made (in the requester's language): 调拨单, 入库单… */
  documentName: () => string;
  /** The refusal's names of states and transitions where this type words them its own way (运单: 运输中). */
  wording?: { statuses?: Readonly<Record<string, string>>; verbs?: Readonly<Record<string, string>> };
}

export interface TransitionRequest<S extends string> extends DocumentKind<S> {
  id: string;
  /** The status the caller read. */
  from: S;
  to: S;
  now: number;
  /** Columns set together with the status (signed_at, to_warehouse_id…). */
  set?: Record<string, unknown>;
}

const refusal = (kind: Pick<DocumentKind<string>, 'documentName' | 'wording'>, from: string, to: string) => {
  const statuses = { ...STATUS_NAMES, ...kind.wording?.statuses };
  const verbs = { ...TRANSITION_VERBS, ...kind.wording?.verbs };
  return businessError(
    LEDGER_LABELS.transitionRefused(kind.documentName(), statuses[from] ?? from, verbs[to] ?? to),
  );
};

/**
 * Moves a document from `from` to `to` with a guarded update (`… where status = from`), so two requests
 * racing on one document cannot both move it. Returns true when this call made the transition (the
 * caller then writes its ledger movements in the same transaction) and false when the document is
 * already in `to` (a repeated request: nothing changes). Any other state is refused with a business error.
 */
export async function transitionDocument<S extends string>(
  trx: Transaction<Database>,
  request: TransitionRequest<S>,
): Promise<boolean> {
  const { table, id, machine, from, to } = request;
  if (from === to) return false;
  if (!machine.canTransition(from, to)) throw refusal(request, from, to);
  const db = statusDb(trx);
  const result = await db
    .updateTable(table)
    .set({ ...request.set, status: to, updated_at: request.now })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return true;
  const current = await db.selectFrom(table).select('status').where('id', '=', id).executeTakeFirstOrThrow();
  if (current.status === to) return false;
  throw refusal(request, current.status, to);
}

export interface LedgerTransition<S extends string> extends DocumentKind<S> {
  id: string;
  /** The status the caller read. */
  from: S;
  to: S;
  /** Columns set together with the status, given the transition's time. */
  set?: (now: number) => Record<string, unknown>;
  /** The ledger changes the transition causes: written only by the call that makes it. */
  ledger?: (now: number) => LedgerChange;
  /**
   * Other writes the transition causes (an outbox row of webhooks), in the same transaction after the
   * ledger's: run only by the call that makes it.
   */
  then?: (trx: Transaction<Database>, now: number) => Promise<void>;
}

/** One document's transition and the ledger changes it causes, in one transaction (see transitionDocument). */
export async function transitionWithLedger<S extends string>(
  deps: LedgerDeps,
  transition: LedgerTransition<S>,
): Promise<void> {
  const { set, ledger, then, ...request } = transition;
  await inTransaction(deps.db, async (trx) => {
    const now = deps.clock();
    const moved = await transitionDocument(trx, { ...request, now, set: set?.(now) });
    if (moved && ledger) await applyMovements(trx, now, ledger(now));
    if (moved && then) await then(trx, now);
  });
}
