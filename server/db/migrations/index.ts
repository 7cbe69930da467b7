import type { Migration } from 'kysely';
import { platform } from './0001-platform';
import { messages } from './0002-messages';

/**
 * Every migration, in order. Names sort in execution order; never rename or edit one that has shipped:
 * add a new file and one line here.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-platform': platform,
  '0002-messages': messages,
};
