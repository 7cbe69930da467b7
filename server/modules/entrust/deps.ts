import type { DbOrTrx } from '../../db/schema';
import type { AppDeps } from '../../deps';

/**
 * What the entrust services use of the app: the database (or a seed's open transaction), the clock, and
 * the notifier the carriers' messages are announced on.
 */
export type EntrustDeps = Pick<AppDeps, 'clock' | 'notifier'> & { db: DbOrTrx };
