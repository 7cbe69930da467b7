import { expect } from 'vitest';
import { API } from '../../../src/contract/api-paths';
import {
  CURRENT_PROTOCOL_VERSION,
  type ContractDetail,
  type ContractKind,
  type ContractListItem,
} from '../../../src/contract/contracts';
import type { Page } from '../../../src/contract/envelope';
import { Errcode } from '../../../src/contract/errcodes';
import { DEMO_COMPANIES } from '../../db/seed/demo-accounts';
import { companyIdOf, ok } from '../../testing/api-calls';
import type { TestServer } from '../../testing/test-server';
import { createContract, type NewContract } from './lifecycle';

/** Helpers the contract tests share. */
export const K = API.contract;
/** demo_center's bound mobile, where its signing codes go. */
export const CENTER_MOBILE = '13800000003';
export const DAY = 24 * 60 * 60 * 1000;

export async function listContracts(
  server: TestServer,
  token: string,
  filters: Record<string, unknown> = {},
): Promise<Page<ContractListItem>> {
  return ok<Page<ContractListItem>>(
    server,
    K.searchOnlineSigningContract,
    { pageNum: 1, pageSize: 100, kind: 'standard', ...filters },
    token,
  );
}

export const detailOf = (server: TestServer, token: string, contractId: string) =>
  ok<ContractDetail>(server, K.getBestSignContractDetail, { contractId }, token);

/** A new contract of 上海乐橙 (or another company), drawn as the platform does, 30 days to sign. */
export async function drawContract(
  server: TestServer,
  input: Partial<NewContract> & { kind?: ContractKind } = {},
  company: string = DEMO_COMPANIES.leCheng,
): Promise<string> {
  const now = server.app.deps.clock();
  return createContract(
    server.db,
    {
      companyId: await companyIdOf(server, company),
      kind: 'standard',
      protocolVersion: CURRENT_PROTOCOL_VERSION,
      sourceType: 'protocol',
      sourceId: `src-${now}-${Math.random().toString(36).slice(2)}`,
      signDeadline: now + 30 * DAY,
      ...input,
    },
    now,
  );
}

/** A fresh signing code to the account's mobile (a minute after the last: the resend limit). */
export async function signCode(server: TestServer, token: string, mobile = CENTER_MOBILE): Promise<string> {
  server.advanceTime(61_000);
  await ok(server, API.verificationCode.getSignVerificationCode, {}, token);
  return server.readSmsCode(mobile, 'sign');
}

export const confirm = (server: TestServer, token: string, contractId: string, code: string) =>
  server.post<ContractDetail>(K.confirmSigning, { contractId, code, agreed: true }, token);

/** Posts and expects a business refusal (-1) whose message matches. */
export async function refused(
  server: TestServer,
  path: string,
  body: unknown,
  token: string,
  errmsg: RegExp,
) {
  const { body: answer } = await server.post(path, body, token);
  expect(answer.errcode, JSON.stringify(answer)).toBe(Errcode.BUSINESS_FAILURE);
  expect(answer.errmsg).toMatch(errmsg);
}

/** A raw GET (downloads, images) with the token in the query, as the browser opens it. */
export function getRaw(server: TestServer, path: string, query: Record<string, string>, token: string) {
  const url = new URL(`${server.baseUrl}${path}`);
  for (const [key, value] of Object.entries({ ...query, token })) url.searchParams.set(key, value);
  return fetch(url);
}

/** The bytes of a raw GET that must succeed with this content type. */
export async function download(
  server: TestServer,
  path: string,
  query: Record<string, string>,
  token: string,
  type: string,
): Promise<Buffer> {
  const response = await getRaw(server, path, query, token);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain(type);
  return Buffer.from(await response.arrayBuffer());
}

/** A different code than the one sent. */
export const otherThan = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
