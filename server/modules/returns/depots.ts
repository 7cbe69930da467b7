import type { ReturnDepot } from '../../../src/contract/returns';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import { containsPattern } from '../ledger';
import { RETURN_LABELS } from './labels';
import { returnsDb, type ReturnDepotsTable } from './tables';

/** A depot row → wire: every column but created_at. */
const toDepot = ({ created_at: _created, ...depot }: ReturnDepotsTable): ReturnDepot => depot;

/** trayReturn/getDepotList: the platform's depots, by name or city. */
export async function listDepots(db: DbOrTrx, keyword?: string): Promise<ReturnDepot[]> {
  let query = returnsDb(db).selectFrom('return_depots').selectAll().orderBy('name').orderBy('id');
  const text = keyword?.trim();
  if (text) {
    const pattern = containsPattern(text);
    query = query.where((eb) =>
      eb.or([eb(eb.fn('lower', ['name']), 'like', pattern), eb(eb.fn('lower', ['city']), 'like', pattern)]),
    );
  }
  return (await query.execute()).map(toDepot);
}

export async function requireDepot(db: DbOrTrx, id: string): Promise<void> {
  const found = await returnsDb(db)
    .selectFrom('return_depots')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found) throw businessError(RETURN_LABELS.depotNotFound);
}

/** Seeded depots: real cities, real coordinates. */
export const DEMO_DEPOTS = [
  {
    name: '乐橙托盘上海青浦回收站',
    province: '上海市',
    city: '上海市',
    address: '青浦区华新镇华腾路 1288 号',
    contact: '周师傅',
    phone: '13816620731',
    longitude: 121.2317,
    latitude: 31.2524,
  },
  {
    name: '苏州工业园区回收站',
    province: '江苏省',
    city: '苏州市',
    address: '工业园区星湖街 328 号',
    contact: '陈师傅',
    phone: '13962128840',
    longitude: 120.7395,
    latitude: 31.2655,
  },
  {
    name: '广州白云回收站',
    province: '广东省',
    city: '广州市',
    address: '白云区太和镇广从一路 66 号',
    contact: '黄师傅',
    phone: '13602418875',
    longitude: 113.3326,
    latitude: 23.3013,
  },
  {
    name: '成都双流回收站',
    province: '四川省',
    city: '成都市',
    address: '双流区西航港大道 1188 号',
    contact: '李师傅',
    phone: '13880765412',
    longitude: 103.9524,
    latitude: 30.5745,
  },
] as const;
