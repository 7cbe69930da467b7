import { sql } from 'kysely';
import { expect } from 'vitest';
import { API } from '../../../src/contract/api-paths';
import type { LoginResult } from '../../../src/contract/auth';
import type { Envelope, Page } from '../../../src/contract/envelope';
import type {
  DemandOrder,
  DemandOrderDetail,
  DemandOrderInput,
  EntrustAddress,
  Quote,
} from '../../../src/contract/freight';
import { DEMO_COMPANIES } from '../../db/seed/demo-accounts';
import { companyIdOf, ok } from '../../testing/api-calls';
import { grantCarrierRole } from './carrier-role';
import type { TestServer } from '../../testing/test-server';

export const D = API.entrustDemandOrder;
export const PAGE = { pageNum: 1, pageSize: 100 };
export const HOUR = 3_600_000;
export const hex = () => crypto.randomUUID().replaceAll('-', '');

/** Tokens of the parties: 上海乐橙 ships (demo_pallet), 广州白云物流 (demo_carrier) and 上海嘉定鲜果 carry. */
export interface Parties {
  shipper: string;
  carrier: string;
  /** demo_c1 working for 上海嘉定鲜果, flagged a carrier here: a second carrier with a login. */
  otherCarrier: string;
  clerk: string;
  leChengId: string;
  baiYunId: string;
  jiaDingId: string;
}

/** Flags 上海嘉定鲜果 a carrier with demo_c1 as its dispatcher, then logs every party in. */
export async function loginParties(server: TestServer): Promise<Parties> {
  const jiaDingId = await companyIdOf(server, DEMO_COMPANIES.jiaDing);
  await sql`update companies set is_carrier = 1 where id = ${jiaDingId}`.execute(server.db);
  const c1Account = await server.db
    .selectFrom('accounts')
    .select('id')
    .where('user_account', '=', 'demo_c1')
    .executeTakeFirstOrThrow();
  await server.db
    .insertInto('memberships')
    .values({
      account_id: c1Account.id,
      company_id: jiaDingId,
      role: 2,
      custom_role_id: null,
      is_admin: 0,
      created_at: Date.now(),
    })
    .execute();
  await grantCarrierRole(server.db, jiaDingId, c1Account.id, Date.now());
  return relogin(server);
}

/** Fresh tokens of every party (after the clock moved past the sessions' idle time). */
export async function relogin(server: TestServer): Promise<Parties> {
  const [leChengId, baiYunId, jiaDingId] = await Promise.all([
    companyIdOf(server, DEMO_COMPANIES.leCheng),
    companyIdOf(server, DEMO_COMPANIES.baiYun),
    companyIdOf(server, DEMO_COMPANIES.jiaDing),
  ]);
  const c1 = await server.login('demo_c1');
  const switched = await server.post<LoginResult>(API.login.switchCompanyLogin, { companyId: jiaDingId }, c1);
  expect(switched.body.errcode, switched.body.errmsg).toBe(0);
  return {
    shipper: await server.login('demo_pallet'),
    carrier: await server.login('demo_carrier'),
    otherCarrier: switched.body.data.token,
    clerk: await server.login('demo_clerk'),
    leChengId,
    baiYunId,
    jiaDingId,
  };
}

/** The envelope of a call (success or not). */
export const call = async <T>(server: TestServer, path: string, body: unknown, token: string) =>
  (await server.post<T>(path, body, token)).body as Envelope<T>;

/** Two fresh addresses of the shipper (origin, destination). */
export async function twoAddresses(server: TestServer, token: string): Promise<[string, string]> {
  const address = (name: string, city: string) =>
    ok<EntrustAddress>(
      server,
      API.entrustAddress.save,
      {
        name,
        province: '江苏省',
        city,
        district: '测试区',
        detail: `${name}路 1 号`,
        contact: '测试员',
        phone: '13900001111',
      },
      token,
    );
  const [from, to] = await Promise.all([
    address(`起点${hex().slice(0, 6)}`, '南京市'),
    address(`终点${hex().slice(0, 6)}`, '无锡市'),
  ]);
  return [from.id, to.id];
}

/** A demand order's input loading in two days, quoting for one (publish unless told). */
export function demandInput(
  now: number,
  [origin, destination]: [string, string],
  more: Partial<DemandOrderInput> = {},
): DemandOrderInput {
  return {
    requestId: hex(),
    originAddressId: origin,
    destinationAddressId: destination,
    cargoName: '测试货物',
    pallets: 12,
    weightKg: 6000,
    vehicleType: 'van6m8',
    loadFrom: new Date(now + 48 * HOUR).toISOString(),
    loadTo: new Date(now + 54 * HOUR).toISOString(),
    quoteDeadline: new Date(now + 24 * HOUR).toISOString(),
    publish: true,
    ...more,
  };
}

export const saveDemand = (server: TestServer, token: string, input: DemandOrderInput) =>
  ok<DemandOrderDetail>(server, D.save, input, token);

export const quoteOn = (server: TestServer, token: string, demandOrderId: string, priceFen: number) =>
  call<Quote>(
    server,
    API.carrierOrderManagement.signUp,
    { requestId: hex(), demandOrderId, priceFen },
    token,
  );

export const detailOf = (server: TestServer, token: string, id: string) =>
  call<DemandOrderDetail>(server, D.detail, { id }, token);

export const hallIds = async (server: TestServer, token: string) =>
  (await ok<Page<DemandOrder>>(server, D.searchQuoteHall, PAGE, token)).list.map((row) => row.id);
