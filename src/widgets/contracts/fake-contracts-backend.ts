/**
 * An in-memory stand-in for the contract calls of <yp-contract-signing> (and the pallet area's
 * mandatoryProtocolQuery) for the stories (offline Storybook) and browser tests, with the server's rules
 * the views show: a code must have been sent and be the one sent, 5 wrong codes lock signing, signing
 * moves the contract to 已签署 with both signers, verify knows the signed file. Not part of the widget's bundle.
 */
import { API } from '../../contract/api-paths';
import {
  CONTRACT_CODES,
  CONTRACT_KINDS,
  SIGN_LOCK_MINUTES,
  SIGN_MAX_WRONG_TRIES,
  protocolNameOf,
  type ContractDetail,
  type ContractKind,
  type ContractListItem,
  type ContractState,
  type MandatoryProtocol,
} from '../../contract/contracts';
import type { Envelope, ValidationFailure } from '../../contract/envelope';
import {
  answerRoutes,
  installFakeFetch,
  ok,
  type FakeFetch,
  type FakeRoutes,
} from '../test-support/fake-fetch';
import { hasKeyword, matches, pageOf, refuse } from '../test-support/fake-lists';
import { PATHS, type ContractResponses } from './api';

/** The SMS code the fake sends. */
export const SIGNING_CODE = '135790';
export const COMPANY_NAME = '杭州西湖冷链物流有限公司';
const PLATFORM_NAME = '耶罗托盘科技（上海）有限公司';
const SIGNED_AT = '2026-11-01T02:30:00.000Z';
const NOW = '2026-11-24T03:00:00.000Z';

/** Every code of both kinds: the session of an 企业管理员. */
export const ALL_CONTRACT_CODES = CONTRACT_KINDS.flatMap((kind) => Object.values(CONTRACT_CODES[kind]));

const hash = (seed: string) =>
  seed
    .padEnd(64, '0')
    .replace(/[^0-9a-f]/g, 'a')
    .slice(0, 64);

const contract = (
  id: string,
  contractNo: string,
  kind: ContractKind,
  protocolVersion: string,
  state: ContractState,
  signDeadline: string,
): ContractDetail => ({
  id,
  contractNo,
  kind,
  protocolVersion,
  protocolName: protocolNameOf(protocolVersion),
  companyName: COMPANY_NAME,
  platformName: PLATFORM_NAME,
  c1ClientName: kind === 'c1' ? '宁波港湾冷链有限公司' : null,
  state,
  signDeadline,
  createdAt: '2026-10-20T02:00:00.000Z',
  signedAt: null,
  validUntil: null,
  terms: [
    { heading: '第一条 合作内容', text: '乙方向甲方提供共享托盘的租用、调拨与回收服务。' },
    { heading: '第二条 费用结算', text: '托盘使用费按日计收，每月对账一次。' },
  ],
  signers: [],
  documentHash: hash(`d0c${id}`),
  signedFileHash: null,
  pageCount: 3,
  sourceType: kind === 'c1' ? 'c1Protocol' : 'protocol',
  sourceId: `src-${id}`,
});

/** Signs a stored contract as the server does: the customer, then the platform at once. */
function sign(row: ContractDetail, at: string): void {
  Object.assign(row, {
    state: 'signed',
    signedAt: at,
    validUntil: '2027-11-24T03:00:00.000Z',
    signedFileHash: hash(`5e6${row.id}`),
    pageCount: 4,
    signers: [
      {
        party: 'customer',
        partyName: row.companyName,
        signerName: '周杰',
        account: 'demo_c***',
        signedAt: at,
        ip: '203.0.113.24',
        method: 'smsCode',
      },
      {
        party: 'platform',
        partyName: row.platformName,
        signerName: '耶罗托盘电子签章',
        account: 'platform',
        signedAt: at,
        ip: '10.0.0.1',
        method: 'platformSeal',
      },
    ],
  } satisfies Partial<ContractDetail>);
}

function storedContracts(inForce: boolean): ContractDetail[] {
  const signed = contract(
    'c-signed',
    'HT20261101002',
    'standard',
    '2.0',
    'signed',
    '2026-11-05T16:00:00.000Z',
  );
  sign(signed, SIGNED_AT);
  return [
    contract('c-pending', 'HT20261124001', 'standard', '2.1', 'pending', '2026-12-08T15:59:59.000Z'),
    ...(inForce ? [signed] : []),
    contract('c-expired', 'HT20261001003', 'standard', '2.0', 'expired', '2026-10-15T15:59:59.000Z'),
    contract('c-c1', 'HT20261120004', 'c1', '2.1', 'pending', '2026-12-20T15:59:59.000Z'),
  ];
}

/** A page image drawn in line (SVG), so stories and tests fetch nothing. */
function pageImage(row: ContractDetail, page: number, pages: number): string {
  const lines =
    page === 1
      ? [
          `《${row.protocolName}》 版本 ${row.protocolVersion}`,
          `合同编号 ${row.contractNo}`,
          `甲方：${row.companyName}`,
        ]
      : page === pages && row.state === 'signed'
        ? ['附页 签署审计信息', `合同 ${row.id}`, `SHA-256 ${row.documentHash.slice(0, 24)}…`]
        : row.terms.map((term) => term.heading);
  const text = lines
    .map((line, index) => `<text x="60" y="${120 + index * 40}" font-size="20">${line}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="595" height="842"><rect width="595" height="842" fill="#fff"/>${text}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export interface FakeContractsOptions {
  /** Permission codes of the session; every contract code by default. */
  permissions?: readonly string[];
  /** No contracts at all. */
  empty?: boolean;
  /** The signed standard contract is in force (default); false leaves it out, so the pallet area must sign. */
  inForce?: boolean;
  /** The CA certificate notice is due for this account. */
  caNotice?: boolean;
  /** The account's bound mobile, masked; null for none. */
  mobile?: string | null;
  /** Wrong codes already given (SIGN_MAX_WRONG_TRIES locks signing). */
  wrongTries?: number;
  /** confirmSigning answers 2003 naming the code field. */
  refuseCodeField?: string;
  /** mandatoryProtocolQuery fails as the network does. */
  mandatoryFails?: boolean;
  /** Page images answered as the server does, API paths (else inline images, so stories fetch nothing). */
  serverPageUrls?: boolean;
  delayMs?: number;
}

export interface FakeContractsBackend extends FakeFetch {
  readonly contracts: ContractDetail[];
}

export function installFakeContractsBackend(options: FakeContractsOptions = {}): FakeContractsBackend {
  const permissions = options.permissions ?? ALL_CONTRACT_CODES;
  const contracts = options.empty ? [] : storedContracts(options.inForce ?? true);
  const mobile = options.mobile === undefined ? '138****0418' : options.mobile;
  let caNotice = options.caNotice ?? false;
  let codeSent = false;
  let wrongTries = options.wrongTries ?? 0;
  const find = (body: Record<string, unknown>) => contracts.find((row) => row.id === body.contractId);
  const listed = ({
    terms: _t,
    signers: _s,
    documentHash: _d,
    signedFileHash: _f,
    pageCount: _p,
    sourceType: _y,
    sourceId: _i,
    ...row
  }: ContractDetail): ContractListItem => row;
  const locked = () => wrongTries >= SIGN_MAX_WRONG_TRIES;

  const routes: FakeRoutes<ContractResponses> = {
    [PATHS.list]: (query) =>
      ok(
        pageOf(
          contracts
            .filter((row) => matches(query, 'kind', row.kind) && matches(query, 'state', row.state))
            .filter((row) => hasKeyword(query, row.contractNo, row.protocolName))
            .filter(
              (row) => !query.deadlineFrom || row.signDeadline.slice(0, 10) >= String(query.deadlineFrom),
            )
            .filter((row) => !query.deadlineTo || row.signDeadline.slice(0, 10) <= String(query.deadlineTo))
            .map(listed),
          query,
        ),
      ),
    [PATHS.detail]: (body) => {
      const row = find(body);
      return row ? ok(structuredClone(row)) : refuse('合同不存在');
    },
    [PATHS.pages]: (body) => {
      const row = find(body);
      if (!row) return refuse('合同不存在');
      const pages = Array.from({ length: row.pageCount }, (_, index) => index + 1);
      return ok({
        pages: pages.map((page) => ({
          page,
          url: options.serverPageUrls
            ? `${API.contract.attachmentPage}?contractId=${row.id}&page=${page}`
            : pageImage(row, page, row.pageCount),
          width: 595,
          height: 842,
        })),
      });
    },
    [PATHS.confirm]: (body) => {
      const row = find(body);
      if (!row) return refuse('合同不存在');
      if (row.state === 'signed') return ok(structuredClone(row));
      if (row.state !== 'pending') return refuse(`合同当前为已过期，不能签署`);
      if (locked()) return refuse(`签署已锁定，请${SIGN_LOCK_MINUTES}分钟后再试`);
      if (!codeSent) return refuse('请先获取验证码');
      if (body.code !== SIGNING_CODE) {
        wrongTries += 1;
        return refuse(locked() ? `签署已锁定，请${SIGN_LOCK_MINUTES}分钟后再试` : '验证码错误');
      }
      codeSent = false;
      sign(row, NOW);
      return ok(structuredClone(row));
    },
    [PATHS.verify]: (body) => {
      const signed = contracts.find((row) => row.signedFileHash && body.file === `${row.contractNo}.pdf`);
      return ok({
        genuine: !!signed,
        sha256: signed?.signedFileHash ?? hash('bad'),
        contract: signed
          ? {
              id: signed.id,
              contractNo: signed.contractNo,
              protocolName: signed.protocolName,
              signedAt: signed.signedAt ?? '',
            }
          : null,
      });
    },
    [PATHS.phone]: () => ok({ mobile }),
    [PATHS.sendCode]: () => {
      if (!mobile) return refuse('本账号未绑定手机');
      if (locked()) return refuse(`签署已锁定，请${SIGN_LOCK_MINUTES}分钟后再试`);
      codeSent = true;
      return ok({ expiresInSeconds: 300, resendAfterSeconds: 60 });
    },
    [PATHS.caStatus]: () => ok({ show: caNotice }),
    [PATHS.caShown]: () => {
      caNotice = false;
      return ok(null);
    },
  };

  const mandatory = (): MandatoryProtocol => {
    const standard = contracts.filter((row) => row.kind === 'standard');
    const inForce = standard.find((row) => row.state === 'signed');
    const pending = standard.find((row) => row.state === 'pending');
    const version = pending?.protocolVersion ?? '2.1';
    return {
      mustSign: !inForce,
      version,
      protocolName: protocolNameOf(version),
      pending: pending
        ? { contractId: pending.id, contractNo: pending.contractNo, signDeadline: pending.signDeadline }
        : null,
      inForceUntil: inForce?.validUntil ?? null,
    };
  };

  const answer = answerRoutes(routes, (call) => {
    if (call.path === API.permission.loadMenuAndPermission) return ok({ menus: [], permissions });
    if (call.path === API.customer.mandatoryProtocolQuery && !options.mandatoryFails) return ok(mandatory());
    return undefined;
  });
  const codeField = options.refuseCodeField;
  const refused: Envelope<ValidationFailure> | undefined = codeField
    ? { errcode: 2003, errmsg: codeField, data: { fields: [{ field: 'code', message: codeField }] } }
    : undefined;
  const fetch = installFakeFetch(
    (call) => (refused && call.path === PATHS.confirm ? refused : answer(call)),
    {
      delayMs: options.delayMs ?? 0,
    },
  );
  return Object.assign(fetch, { contracts });
}
