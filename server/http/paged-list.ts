import type { Static, TObject, TProperties, TSchema } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import type { ApiPath } from '../../src/contract/api-paths';
import type { RoleValue } from '../../src/contract/auth';
import type { Page, PageQuery } from '../../src/contract/envelope';
import type { PermissionCode } from '../../src/contract/permissions';
import type { Session } from '../auth/sessions';
import type { AppDeps } from '../deps';
import { registerExport, type ExportColumn, type ExportGuard } from './export';
import { Strict, type ApiRouter } from './route';
import { PageOf } from './wire/schema';

export type Paging = PageQuery;

/** pageNum and pageSize (≤ 100) of every list. */
export const pageFields = () => ({
  pageNum: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100 }),
});

/** Rows an export reads per page of the list's own query. */
const EXPORT_BATCH = 1000;

/** Every row of a paged list, page after page (an export of a list whose pages are cheap to choose). */
export async function* everyRow<T>(run: (paging: Paging) => Promise<Page<T>>): AsyncGenerator<T> {
  for (let pageNum = 1; ; pageNum += 1) {
    const page = await run({ pageNum, pageSize: EXPORT_BATCH });
    yield* page.list;
    if (page.list.length < EXPORT_BATCH) return;
  }
}

/**
 * Who may read the list and export it: the list's own code where SPEC §6 has one (else any session of the
 * roles may read it) and the export's code (a list: any one of its codes will do; the run may check a
 * narrower one per request); or, where the catalogue has no code (webhooks), the company administrator
 * alone for both.
 */
type PagedListGuard =
  | {
      permission?: PermissionCode | readonly PermissionCode[];
      exportPermission: PermissionCode | readonly PermissionCode[];
      administrator?: never;
    }
  | { administrator: true; permission?: never; exportPermission?: never };

export type PagedList<P extends TProperties, Row, RowSchema extends TSchema = TSchema> = PagedListGuard & {
  path: ApiPath;
  /** One row of the list (server/http/wire/): the answer is documented and serialised as a page of it. */
  row: RowSchema;
  summary: string;
  roles: readonly RoleValue[];
  /** The export's file name, read when the file is written (the requester's language). */
  fileName: () => string;
  /** Filters as strings or string literals: the export twin takes them from the query string. */
  filters: P;
  columns: readonly ExportColumn<Row>[];
  run: (deps: AppDeps, session: Session, filters: Static<TObject<P>>, paging: Paging) => Promise<Page<Row>>;
  /** The export's rows when paging through `run` would be slow on a big table (keysetBatches). */
  exportRows?: (deps: AppDeps, session: Session, filters: Static<TObject<P>>) => AsyncIterable<Row>;
};

/**
 * A paged list (POST `{pageNum, pageSize ≤ 100, ...filters}`) and its export twin (GET `<path>Export`,
 * `?format=csv|xlsx&token=`) from one definition: same filters, same rows, the export page by page.
 */
export function registerPagedList<P extends TProperties, RowSchema extends TSchema>(
  api: ApiRouter,
  list: PagedList<P, Static<RowSchema>, RowSchema>,
): void {
  api.post(
    list.path,
    {
      summary: list.summary,
      access: 'session',
      roles: list.roles,
      permission: list.permission,
      administrator: list.administrator,
      body: Strict({ ...pageFields(), ...list.filters } as TProperties),
      response: PageOf(list.row),
    },
    ({ deps, session, body }) => {
      const { pageNum, pageSize, ...filters } = body as unknown as Paging;
      return list.run(deps, session, filters as Static<TObject<P>>, { pageNum, pageSize });
    },
  );
  const exportGuard: ExportGuard = list.administrator
    ? { administrator: true }
    : { permission: list.exportPermission };
  registerExport(api, `${list.path}Export`, {
    summary: `导出：${list.summary}`,
    ...exportGuard,
    roles: list.roles,
    query: Strict(list.filters),
    fileName: list.fileName,
    columns: list.columns,
    rows: ({ deps, session, query }) =>
      list.exportRows
        ? list.exportRows(deps, session, query as Static<TObject<P>>)
        : everyRow((paging) => list.run(deps, session, query as Static<TObject<P>>, paging)),
  });
}
