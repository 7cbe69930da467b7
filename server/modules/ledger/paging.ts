import { sql, type Expression, type SqlBool } from 'kysely';

/** The keyset of a newest-first export: a time and a unique id breaking ties. */
export interface TimeKey {
  time: number;
  id: string;
}

/**
 * Rows after `cursor` in (time desc, id desc) order, written as a portable OR so both SQLite and
 * PostgreSQL use the (…, time, id) index.
 */
export const olderThan = (timeColumn: string, idColumn: string, cursor: TimeKey): Expression<SqlBool> =>
  sql<SqlBool>`(${sql.ref(timeColumn)} < ${cursor.time} or (${sql.ref(timeColumn)} = ${cursor.time} and ${sql.ref(idColumn)} < ${cursor.id}))`;
