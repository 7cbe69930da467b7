/**
 * The raw baseline's three calls: the SQL the product runs for them, as Kysely's query log printed it
 * (same on SQLite and PostgreSQL but for the placeholders), and the rows turned into the product's
 * answers by hand. If the product's queries change, copy them here again: bench/raw-ratio.ts refuses to
 * measure while the answers differ.
 */
import { firstFreeDay } from '../server/modules/stock/queries/overdue';
import type { RawDatabase } from './raw-database';

export interface RawCall {
  path: string;
  answer(
    database: RawDatabase,
    companyId: string,
    body: Record<string, unknown>,
    now: number,
  ): Promise<unknown>;
}

const iso = (epochMs: number) => new Date(epochMs).toISOString();

const pageOf = <T>(list: T[], total: number, pageNum: number, pageSize: number) => ({
  list,
  total,
  pageNum,
  pageSize,
  pages: Math.ceil(total / pageSize),
});

/** The free days' inflow of the page row `p`'s balance (the product's recentInOf). */
const RECENT_IN_OF_P = `(select sum(f.quantity) from ledger_daily_inflow f
  where f.holder_company_id = "p"."holder_company_id" and f.warehouse_id = "p"."warehouse_id"
    and f.tray_type_code = "p"."tray_type_code" and f.owner_company_id = "p"."owner_company_id"
    and f.day >= ?)`;

/** searchCustomerStock sorted by a column other than overdue: the product's searchStock, page and count in one. */
const STOCK_PAGE = `select "p".*, (case when "p"."on_hand" > coalesce(${RECENT_IN_OF_P}, 0)
    then "p"."on_hand" - coalesce(${RECENT_IN_OF_P}, 0) else 0 end) as "page_overdue"
  from (select "b"."warehouse_id", "w"."name" as "warehouse_name", "b"."holder_company_id",
      "hc"."name" as "holder_company_name", "b"."owner_company_id", "oc"."name" as "owner_company_name",
      "b"."tray_type_code", "tt"."name" as "tray_type_name", "b"."on_hand",
      case when b.on_hand > b.reserved then b.on_hand - b.reserved else 0 end as "available",
      "b"."in_transit", "b"."awaiting_signature", null as "overdue", count(*) over () as "total"
    from "stock_balances" as "b"
    inner join "warehouses" as "w" on "w"."id" = "b"."warehouse_id"
    inner join "companies" as "hc" on "hc"."id" = "b"."holder_company_id"
    inner join "companies" as "oc" on "oc"."id" = "b"."owner_company_id"
    inner join "tray_types" as "tt" on "tt"."code" = "b"."tray_type_code"
    where (("b"."holder_company_id" = ? and "b"."owner_company_id" = ?)
      and ("b"."on_hand" > ? or "b"."in_transit" > ? or "b"."awaiting_signature" > ?))
    order by "b"."on_hand" desc, "w"."name", "b"."tray_type_code", "oc"."name", "hc"."name" limit ? offset ?) as "p"
  order by "on_hand" desc, "warehouse_name", "tray_type_code", "owner_company_name", "holder_company_name"`;

interface StockPageRow {
  warehouse_id: string;
  warehouse_name: string;
  holder_company_id: string;
  holder_company_name: string;
  owner_company_id: string;
  owner_company_name: string;
  tray_type_code: string;
  tray_type_name: string;
  on_hand: number;
  available: number;
  in_transit: number;
  awaiting_signature: number;
  total: number;
  page_overdue: number;
}

const stockList: RawCall = {
  path: '/api/api/customerStock/searchCustomerStock',
  async answer(database, companyId, body, now) {
    const [pageNum, pageSize] = [Number(body.pageNum), Number(body.pageSize)];
    const since = firstFreeDay(now);
    const rows = await database.query<StockPageRow>(STOCK_PAGE, [
      since,
      since,
      companyId,
      companyId,
      0,
      0,
      0,
      pageSize,
      (pageNum - 1) * pageSize,
    ]);
    const list = rows.map((row) => ({
      warehouseId: row.warehouse_id,
      warehouseName: row.warehouse_name,
      holderCompanyId: row.holder_company_id,
      holderCompanyName: row.holder_company_name,
      ownerCompanyId: row.owner_company_id,
      ownerCompanyName: row.owner_company_name,
      trayTypeCode: row.tray_type_code,
      trayTypeName: row.tray_type_name,
      onHand: row.on_hand,
      available: Number(row.available),
      inTransit: row.in_transit,
      awaitingSignature: row.awaiting_signature,
      overdue: Number(row.page_overdue),
    }));
    // This baseline answers the first pages only: past the last one the product counts apart.
    return pageOf(list, Number(rows[0]?.total ?? 0), pageNum, pageSize);
  },
};

const SUMS = `coalesce(sum(b.on_hand), 0) as "on_hand",
  coalesce(sum(case when b.on_hand > b.reserved then b.on_hand - b.reserved else 0 end), 0) as "available",
  coalesce(sum(b.in_transit), 0) as "in_transit", coalesce(sum(b.awaiting_signature), 0) as "awaiting"`;

const SUMMARY = {
  totals: `select ${SUMS} from "stock_balances" as "b" where "b"."holder_company_id" = ?`,
  byWarehouse: `select "b"."warehouse_id", "w"."name", ${SUMS} from "stock_balances" as "b"
    inner join "warehouses" as "w" on "w"."id" = "b"."warehouse_id" where "b"."holder_company_id" = ?
    group by "b"."warehouse_id", "w"."name" order by "w"."name"`,
  byTrayType: `select "b"."tray_type_code", "tt"."name", "tt"."sort_order", ${SUMS} from "stock_balances" as "b"
    inner join "tray_types" as "tt" on "tt"."code" = "b"."tray_type_code" where "b"."holder_company_id" = ?
    group by "b"."tray_type_code", "tt"."name", "tt"."sort_order" order by "tt"."sort_order"`,
  atDownstream: `with "r" as materialized (select "b"."holder_company_id", "b"."warehouse_id", "b"."tray_type_code",
      "b"."owner_company_id", (select sum(f.quantity) from ledger_daily_inflow f
        where f.holder_company_id = "b"."holder_company_id" and f.warehouse_id = "b"."warehouse_id"
          and f.tray_type_code = "b"."tray_type_code" and f.owner_company_id = "b"."owner_company_id"
          and f.day >= ?) as "recent_in"
      from "stock_balances" as "b"
      where (("b"."owner_company_id" = ? and "b"."holder_company_id" != ?) and "b"."on_hand" > ?))
    select coalesce(sum(b.on_hand), 0) as "on_hand", coalesce(sum((case when "b"."on_hand" > coalesce("r"."recent_in", 0)
      then "b"."on_hand" - coalesce("r"."recent_in", 0) else 0 end)), 0) as "overdue"
    from "stock_balances" as "b"
    left join "r" on r.holder_company_id = b.holder_company_id and r.warehouse_id = b.warehouse_id
      and r.tray_type_code = b.tray_type_code and r.owner_company_id = b.owner_company_id
    inner join "warehouses" as "w" on "w"."id" = "b"."warehouse_id"
    inner join "companies" as "hc" on "hc"."id" = "b"."holder_company_id"
    inner join "companies" as "oc" on "oc"."id" = "b"."owner_company_id"
    inner join "tray_types" as "tt" on "tt"."code" = "b"."tray_type_code"
    where (("b"."owner_company_id" = ? and "b"."holder_company_id" != ?) and "b"."on_hand" > ?)`,
  recent: `select "e"."id", "e"."warehouse_id", "w"."name" as "warehouse_name", "e"."tray_type_code", "e"."kind",
      "e"."delta", "e"."document_type", "e"."document_id", "e"."document_no", "e"."created_at"
    from "ledger_entries" as "e" inner join "warehouses" as "w" on "w"."id" = "e"."warehouse_id"
    where "e"."holder_company_id" = ? order by "e"."created_at" desc, "e"."id" desc limit ?`,
};

interface Sums {
  on_hand: number | string;
  available: number | string;
  in_transit: number | string;
  awaiting: number | string;
}

const sumsOf = (row: Sums) => ({
  onHand: Number(row.on_hand),
  available: Number(row.available),
  inTransit: Number(row.in_transit),
  awaitingSignature: Number(row.awaiting),
});

interface EntryRow {
  id: string;
  warehouse_id: string;
  warehouse_name: string;
  tray_type_code: string;
  kind: string;
  delta: number;
  document_type: string;
  document_id: string;
  document_no: string;
  created_at: number;
}

const summary: RawCall = {
  path: '/api/api/customerStock/getStockSummary',
  async answer(database, companyId, _body, now) {
    const since = firstFreeDay(now);
    const [[totals], byWarehouse, byTrayType, [downstream], entries] = await Promise.all([
      database.query<Sums>(SUMMARY.totals, [companyId]),
      database.query<Sums & { warehouse_id: string; name: string }>(SUMMARY.byWarehouse, [companyId]),
      database.query<Sums & { tray_type_code: string; name: string }>(SUMMARY.byTrayType, [companyId]),
      database.query<{ on_hand: number | string; overdue: number | string }>(SUMMARY.atDownstream, [
        since,
        companyId,
        companyId,
        0,
        companyId,
        companyId,
        0,
      ]),
      database.query<EntryRow>(SUMMARY.recent, [companyId, 10]),
    ]);
    return {
      ...sumsOf(totals as Sums),
      atDownstream: Number(downstream?.on_hand),
      overdueRisk: Number(downstream?.overdue),
      byWarehouse: byWarehouse.map((row) => ({
        warehouseId: row.warehouse_id,
        warehouseName: row.name,
        ...sumsOf(row),
      })),
      byTrayType: byTrayType.map((row) => ({
        trayTypeCode: row.tray_type_code,
        trayTypeName: row.name,
        ...sumsOf(row),
      })),
      recentMovements: entries.map((row) => ({
        id: row.id,
        warehouseId: row.warehouse_id,
        warehouseName: row.warehouse_name,
        trayTypeCode: row.tray_type_code,
        kind: row.kind,
        delta: row.delta,
        documentType: row.document_type,
        documentId: row.document_id,
        documentNo: row.document_no,
        createdAt: iso(row.created_at),
      })),
    };
  },
};

/** The company's transfers, each side on its own index: sent, and received from others. */
const SENT = `select "t"."id" as "id", "t"."created_at" as "created_at" from "transfers" as "t" where "t"."from_company_id" = ?`;
const RECEIVED = `select "t"."id" as "id", "t"."created_at" as "created_at" from "transfers" as "t"
  where "t"."to_company_id" = ? and "t"."from_company_id" <> ?`;

/** The newest keys of both sides, by the dialect's merge (server/modules/ledger/keyed-pages.ts). */
const TRANSFER_PAGES = {
  sqlite: `${SENT} union all ${RECEIVED} order by "created_at" desc, "id" desc limit ? offset ?`,
  postgres: `select "u"."id", "u"."created_at" from (
      select "s"."id", "s"."created_at" from (${SENT} order by "created_at" desc, "id" desc limit ?) as "s"
      union all
      select "s"."id", "s"."created_at" from (${RECEIVED} order by "created_at" desc, "id" desc limit ?) as "s"
    ) as "u" order by "created_at" desc, "id" desc limit ? offset ?`,
};

const TRANSFERS = {
  count: `select (select count(*) as "total" from (${SENT}) as "k") as "side0",
    (select count(*) as "total" from (${RECEIVED}) as "k") as "side1"`,
  rows: (count: number) => `select "t"."id", "t"."document_no", "t"."tray_type_code",
      (select n.name from "tray_types" n where "n"."code" = "t"."tray_type_code") as "tray_type_name",
      "t"."quantity", "t"."remark", "t"."created_at", "t"."updated_at", "t"."from_company_id",
      (select n.name from "companies" n where "n"."id" = "t"."from_company_id") as "from_company_name",
      "t"."from_warehouse_id",
      (select n.name from "warehouses" n where "n"."id" = "t"."from_warehouse_id") as "from_warehouse_name",
      "t"."to_company_id",
      (select n.name from "companies" n where "n"."id" = "t"."to_company_id") as "to_company_name",
      "t"."to_warehouse_id",
      (select n.name from "warehouses" n where "n"."id" = "t"."to_warehouse_id") as "to_warehouse_name",
      "t"."status"
    from "transfers" as "t" where "t"."id" in (${Array.from({ length: count }, () => '?').join(', ')})`,
};

/** The page's ids padded to a power of two by repeating the last, as the product reads them (rowsById). */
const padded = (ids: readonly string[]) =>
  Array.from(
    { length: 2 ** Math.ceil(Math.log2(ids.length)) },
    (_, index) => ids[Math.min(index, ids.length - 1)],
  );

interface TransferRow {
  id: string;
  document_no: string;
  tray_type_code: string;
  tray_type_name: string;
  quantity: number;
  remark: string;
  created_at: number;
  updated_at: number;
  from_company_id: string;
  from_company_name: string;
  from_warehouse_id: string;
  from_warehouse_name: string;
  to_company_id: string;
  to_company_name: string;
  to_warehouse_id: string | null;
  to_warehouse_name: string | null;
  status: string;
}

const transferList: RawCall = {
  path: '/api/api/customerStock/searchAllocationList',
  async answer(database, companyId, body) {
    const [pageNum, pageSize] = [Number(body.pageNum), Number(body.pageSize)];
    const [counts] = await database.query<{ side0: number; side1: number }>(TRANSFERS.count, [
      companyId,
      companyId,
      companyId,
    ]);
    const offset = (pageNum - 1) * pageSize;
    const depth = offset + pageSize;
    const page =
      database.dialect === 'sqlite'
        ? database.query<{ id: string }>(TRANSFER_PAGES.sqlite, [
            companyId,
            companyId,
            companyId,
            pageSize,
            offset,
          ])
        : database.query<{ id: string }>(TRANSFER_PAGES.postgres, [
            companyId,
            depth,
            companyId,
            companyId,
            depth,
            pageSize,
            offset,
          ]);
    const ids = (await page).map((row) => row.id);
    const rows =
      ids.length > 0
        ? await database.query<TransferRow>(TRANSFERS.rows(padded(ids).length), padded(ids))
        : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const list = ids.map((id) => {
      const row = byId.get(id) as TransferRow;
      return {
        id: row.id,
        documentNo: row.document_no,
        trayTypeCode: row.tray_type_code,
        trayTypeName: row.tray_type_name,
        quantity: row.quantity,
        remark: row.remark,
        createdAt: iso(row.created_at),
        updatedAt: iso(row.updated_at),
        fromCompanyId: row.from_company_id,
        fromCompanyName: row.from_company_name,
        fromWarehouseId: row.from_warehouse_id,
        fromWarehouseName: row.from_warehouse_name,
        toCompanyId: row.to_company_id,
        toCompanyName: row.to_company_name,
        toWarehouseId: row.to_warehouse_id,
        toWarehouseName: row.to_warehouse_name ?? '',
        status: row.status,
        direction: row.from_company_id === companyId ? 'out' : 'in',
      };
    });
    return pageOf(list, Number(counts?.side0) + Number(counts?.side1), pageNum, pageSize);
  },
};

export const RAW_CALLS: readonly RawCall[] = [stockList, summary, transferList];
