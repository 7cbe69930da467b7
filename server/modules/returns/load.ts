import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import { RETURN_LABELS } from './labels';
import type { ReturnScope } from './read';
import { returnsDb } from './tables';

/** The raw row of a return (a transition's input); scope.companyId absent = the platform, any company. */
export async function loadReturn(db: DbOrTrx, id: string, scope: Partial<ReturnScope>) {
  let query = returnsDb(db).selectFrom('tray_returns').selectAll().where('id', '=', id);
  if (scope.companyId) query = query.where('company_id', '=', scope.companyId);
  if (scope.channel) query = query.where('channel', '=', scope.channel);
  const row = await query.executeTakeFirst();
  if (!row) throw businessError(RETURN_LABELS.returnNotFound);
  return row;
}
