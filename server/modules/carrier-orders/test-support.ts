import { expect } from 'vitest';
import { Errcode } from '../../../src/contract/errcodes';
import { API } from '../../../src/contract/api-paths';
import type { Envelope } from '../../../src/contract/envelope';
import {
  CARRIER_ORDER_TRANSITIONS,
  type CarrierOrderAction,
  type CarrierOrderDetail,
  type CarrierOrderStatus,
} from '../../../src/contract/freight';
import { resolveSession, type Session } from '../../auth/sessions';
import { sendVerificationCode, RESEND_AFTER_SECONDS } from '../../auth/verification-codes';
import { DEMO_COMPANIES } from '../../db/seed/demo-accounts';
import { newId } from '../../db/ids';
import { companyIdOf, ok, upload } from '../../testing/api-calls';
import { baiYunToken } from '../../testing/company-switch';
import type { TestServer } from '../../testing/test-server';
import { chooseQuote, saveDemandOrder, submitQuote } from '../entrust';

const C = API.carrierOrderManagement;
const HOUR_MS = 3_600_000;

/** 上海乐橙 (shipper, demo_pallet: every code) and 广州白云物流 (carrier, demo_multi: its administrator). */
export interface Parties {
  shipper: string;
  carrier: string;
  shipperSession: Session;
  carrierSession: Session;
  addressIds: [string, string];
}

export async function freightParties(server: TestServer): Promise<Parties> {
  const shipper = await server.login('demo_pallet');
  const carrier = await baiYunToken(server, await companyIdOf(server, DEMO_COMPANIES.baiYun));
  const sessionOf = async (token: string) => (await resolveSession(server.app.deps, token)).session;
  const address = (name: string, city: string) =>
    ok<{ id: string }>(
      server,
      API.entrustAddress.save,
      {
        name,
        province: city,
        city,
        district: '测试区',
        detail: '测试路 8 号',
        contact: '李娜',
        phone: '13800000002',
      },
      shipper,
    );
  const [origin, destination] = await Promise.all([
    address('测试发货仓', '上海市'),
    address('测试收货仓', '广州市'),
  ]);
  return {
    shipper,
    carrier,
    shipperSession: await sessionOf(shipper),
    carrierSession: await sessionOf(carrier),
    addressIds: [origin.id, destination.id],
  };
}

/** A demand order of the shipper, quoted by the carrier and chosen (entrust's services, as the users would). */
export async function chosenDemand(
  server: TestServer,
  parties: Parties,
  priceFen = 350_000,
): Promise<string> {
  const deps = server.app.deps;
  const now = deps.clock();
  const demand = await saveDemandOrder(deps, parties.shipperSession, {
    requestId: newId(),
    originAddressId: parties.addressIds[0],
    destinationAddressId: parties.addressIds[1],
    cargoName: '冷冻食品',
    pallets: 20,
    weightKg: 8000,
    vehicleType: 'van9m6',
    loadFrom: new Date(now + 48 * HOUR_MS).toISOString(),
    loadTo: new Date(now + 52 * HOUR_MS).toISOString(),
    quoteDeadline: new Date(now + 24 * HOUR_MS).toISOString(),
    publish: true,
  });
  const quote = await submitQuote(deps, parties.carrierSession, {
    requestId: newId(),
    demandOrderId: demand.id,
    priceFen,
  });
  await chooseQuote(deps, parties.shipperSession, { id: demand.id, quoteId: quote.id });
  return demand.id;
}

/**
 * A fresh 'sign' code on the shipper's mobile: past the one-a-minute limit of the code service, and with
 * the mobile's daily count cleared (these tests sign far more orders than a person signs a day).
 */
export async function signCode(server: TestServer, parties: Parties): Promise<string> {
  server.advanceTime((RESEND_AFTER_SECONDS + 1) * 1000);
  const mobile = parties.shipperSession.mobile!;
  await server.db.deleteFrom('rate_limits').where('key', 'like', `sms-day:${mobile}:%`).execute();
  await sendVerificationCode(server.app.deps, mobile, 'sign');
  return server.readSmsCode(mobile, 'sign');
}

export const signDemand = (server: TestServer, parties: Parties, id: string, code: string) =>
  server.post<CarrierOrderDetail>(API.entrustDemandOrder.sign, { id, code }, parties.shipper);

export async function signedOrder(server: TestServer, parties: Parties, priceFen?: number) {
  const demandId = await chosenDemand(server, parties, priceFen);
  const { body } = await signDemand(server, parties, demandId, await signCode(server, parties));
  expect(body.errcode, JSON.stringify(body)).toBe(0);
  return body.data;
}

const FRESH_PASSWORD = 'Fresh@123456';

const thirdCompanies = new WeakMap<TestServer, Promise<string>>();

/** A company of its own (registered as a new user would, once per server): neither party of any order. */
export function thirdCompanyToken(server: TestServer): Promise<string> {
  const known = thirdCompanies.get(server);
  if (known) return known;
  const token = registerThirdCompany(server);
  thirdCompanies.set(server, token);
  return token;
}

async function registerThirdCompany(server: TestServer): Promise<string> {
  const mobile = '13900007701';
  await server.post(API.verificationCode.getVerificationCode, { mobile, scene: 'register' });
  const registered = await server.post(API.user.register, {
    companyName: '第三方测试物流有限公司',
    userAccount: 'third_party_freight',
    username: '周强',
    mobile,
    code: await server.readSmsCode(mobile, 'register'),
    password: await server.encrypt(FRESH_PASSWORD),
  });
  expect(registered.body.errcode, JSON.stringify(registered.body)).toBe(Errcode.SUCCESS);
  return server.login('third_party_freight', FRESH_PASSWORD);
}

export const DEMO_VEHICLE = { plateNumber: '粤A12345', driverName: '王师傅', driverPhone: '13912345678' };

/** Takes an action through its call, as the given token; answers the envelope. */
export async function act(
  server: TestServer,
  token: string,
  action: CarrierOrderAction,
  id: string,
): Promise<Envelope<CarrierOrderDetail>> {
  const post = async (path: string, body: unknown) =>
    (await server.post<CarrierOrderDetail>(path, body, token)).body;
  switch (action) {
    case 'assignVehicle':
      return post(C.modifyVehicle, { id, ...DEMO_VEHICLE });
    case 'approveVehicle':
      return post(C.vehicleAudit, { id, approve: true });
    case 'rejectVehicle':
      return post(C.vehicleAudit, { id, approve: false, reason: '车型不符' });
    case 'load':
    case 'unload':
      return post(C[action], { id, ticketFileIds: [await upload(server, token)] });
    case 'sign':
      return post(C.sign, { id, adjustments: [] });
    case 'cancel':
      return post(C.cancel, { id, reason: '计划有变' });
    default:
      return post(C[action], { id });
  }
}

/** The party whose action it is (the first of its `by`). */
export const tokenFor = (parties: Parties, by: readonly ('shipper' | 'carrier')[]) =>
  by[0] === 'shipper' ? parties.shipper : parties.carrier;

/** The straight road from 待派车 to 已完成: the action leaving each status. */
export const HAPPY_PATH: readonly [CarrierOrderStatus, CarrierOrderAction][] = [
  ['waitDispatch', 'assignVehicle'],
  ['waitVehicleAudit', 'approveVehicle'],
  ['waitLoad', 'reachLoad'],
  ['arrivedLoad', 'load'],
  ['loaded', 'reachUnload'],
  ['arrivedUnload', 'unload'],
  ['unloaded', 'sign'],
];

/** A new signed order walked along the happy path up to `status`. */
export async function orderAt(server: TestServer, parties: Parties, status: CarrierOrderStatus) {
  let order = await signedOrder(server, parties);
  for (const [from, action] of HAPPY_PATH) {
    if (from === status) return order;
    const answer = await act(
      server,
      tokenFor(parties, CARRIER_ORDER_TRANSITIONS[action].by),
      action,
      order.id,
    );
    expect(answer.errcode, JSON.stringify(answer)).toBe(0);
    order = answer.data;
  }
  return order;
}
