import { sql } from 'kysely';
import type { Page } from '../../../src/contract/envelope';
import type {
  ScoreGoodsDetail,
  ScoreGoodsQuery,
  ScoreGoodsRow,
  ShopGoodsOption,
} from '../../../src/contract/points-shop';
import type { DbOrTrx } from '../../db/schema';
import { isSet } from '../../db/flags';
import { businessError } from '../../http/envelope';
import type { Paging } from '../../http/paged-list';
import { containsPattern, pageOf } from '../ledger';
import { accountPoints } from '../points';
import { SHOP_LABELS } from './labels';
import { shopDb, type ShopGoodsTable } from './tables';

const toRow = (row: ShopGoodsTable): ScoreGoodsRow => ({
  id: row.id,
  name: row.name,
  category: row.category,
  kind: row.kind,
  pointsPrice: Number(row.points_price),
  stock: Number(row.stock),
  pictureUrl: row.picture_url,
});

const onShelf = (db: DbOrTrx) => shopDb(db).selectFrom('shop_goods').where('on_shelf', '=', 1);

/** scoreShop/listScoreGoods: on-shelf goods by keyword, category and kind; newest first or by points. */
export async function listScoreGoods(
  db: DbOrTrx,
  filters: Omit<ScoreGoodsQuery, 'pageNum' | 'pageSize'>,
  paging: Paging,
): Promise<Page<ScoreGoodsRow>> {
  const keyword = filters.keyword?.trim();
  const filtered = onShelf(db)
    .$if(Boolean(keyword), (qb) =>
      qb.where(sql<boolean>`lower(name) like ${containsPattern(keyword!)} escape '\\'`),
    )
    .$if(filters.category !== undefined, (qb) => qb.where('category', '=', filters.category!))
    .$if(filters.kind !== undefined, (qb) => qb.where('kind', '=', filters.kind!));
  const sorted = filters.sort
    ? filtered.orderBy('points_price', filters.sort === 'pointsAsc' ? 'asc' : 'desc')
    : filtered.orderBy('created_at', 'desc');
  const [rows, count] = await Promise.all([
    sorted
      .selectAll()
      .orderBy('id')
      .limit(paging.pageSize)
      .offset((paging.pageNum - 1) * paging.pageSize)
      .execute(),
    filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows.map(toRow), Number(count.n), paging);
}

/** A goods row by id, on or off the shelf; 商品不存在 when there is none. */
export async function goodsById(db: DbOrTrx, id: string): Promise<ShopGoodsTable> {
  const row = await shopDb(db).selectFrom('shop_goods').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw businessError(SHOP_LABELS.goodsNotFound);
  return row;
}

/** scoreShop/getScoreGoodsDetail: one goods and the caller's points. */
export async function scoreGoodsDetail(
  db: DbOrTrx,
  buyer: { companyId: string; accountId: string },
  id: string,
): Promise<ScoreGoodsDetail> {
  const row = await goodsById(db, id);
  return {
    ...toRow(row),
    description: row.description,
    onShelf: isSet(row.on_shelf),
    myPoints: await accountPoints(db, buyer.companyId, buyer.accountId),
  };
}

/** scoreShop/getAllGoods: every on-shelf goods, by name. */
export async function allGoods(db: DbOrTrx): Promise<ShopGoodsOption[]> {
  const rows = await onShelf(db)
    .select(['id', 'name', 'kind', 'points_price', 'stock'])
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    pointsPrice: Number(row.points_price),
    stock: Number(row.stock),
  }));
}
