import type { Kysely } from 'kysely';
import type { GoodsCategory, GoodsKind, ScoreOrderState } from '../../../src/contract/points-shop';
import type { Database, DbOrTrx } from '../../db/schema';

/** Tables of migration 0023-points-shop (column names as in the database). */
export interface ShopGoodsTable {
  id: string;
  name: string;
  category: GoodsCategory;
  kind: GoodsKind;
  points_price: number;
  stock: number;
  description: string;
  picture_url: string | null;
  /** 0/1 (db/flags.ts). */
  on_shelf: number;
  created_at: number;
  updated_at: number;
}

export interface ShopOrdersTable {
  id: string;
  /** SC + Asia/Shanghai day + counter (nextNumber). */
  order_no: string;
  company_id: string;
  account_id: string;
  goods_id: string;
  goods_name: string;
  kind: GoodsKind;
  quantity: number;
  points_price: number;
  total_points: number;
  status: ScoreOrderState;
  receiver_name: string | null;
  receiver_mobile: string | null;
  region: string | null;
  detail_address: string | null;
  request_id: string;
  created_at: number;
  updated_at: number;
  shipped_at: number | null;
  completed_at: number | null;
  cancelled_at: number | null;
}

export interface ShopReceiveAddressesTable {
  id: string;
  account_id: string;
  receiver_name: string;
  mobile: string;
  region: string;
  detail_address: string;
  /** 0/1; at most one 1 per account. */
  is_default: number;
  created_at: number;
  updated_at: number;
}

// A type alias, not an interface: withTables<T> needs T to be indexable.
export type ShopTables = {
  shop_goods: ShopGoodsTable;
  shop_orders: ShopOrdersTable;
  shop_receive_addresses: ShopReceiveAddressesTable;
};

/** The database handle typed with the shop's tables. */
export const shopDb = (db: DbOrTrx) => (db as Kysely<Database>).withTables<ShopTables>();
