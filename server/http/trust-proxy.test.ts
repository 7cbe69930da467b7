import { describe, expect, it } from 'vitest';
import { Errcode } from '../../src/contract/errcodes';
import { trustProxyFrom, type ServerConfig } from '../config';
import { MSG } from '../labels/messages';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../testing/test-server';

describe('TRUST_PROXY', () => {
  it('reads off, every hop, a hop count, or a list of proxy addresses and CIDRs', () => {
    expect(trustProxyFrom(undefined)).toBe(false);
    expect(trustProxyFrom('')).toBe(false);
    expect(trustProxyFrom('false')).toBe(false);
    expect(trustProxyFrom('true')).toBe(true);
    expect(trustProxyFrom(' 10.0.0.5, 192.168.0.0/16 ,')).toEqual(['10.0.0.5', '192.168.0.0/16']);
    const twoHops = trustProxyFrom('2') as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.5', hop))).toEqual([true, true, false]);
  });
});

/**
 * The per-IP limit (login and verification-code calls) counts the client's address: the one that
 * connected, or with TRUST_PROXY the one a trusted proxy names in X-Forwarded-For. The test client
 * connects from 127.0.0.1, as a proxy on the node's machine would.
 */
describe.each(TEST_DIALECTS)('client addresses behind a proxy on %s', (dialect) => {
  /** Each test starts a server of its own (TRUST_PROXY is read once), which can take a hook's time. */
  const SERVER_TEST_MS = 60_000;
  const withServer = async (
    trustProxy: ServerConfig['trustProxy'],
    test: (server: TestServer) => Promise<void>,
  ) => {
    const server = await startTestServer({ dialect, config: { trustProxy, ipRequestsPerMinute: 2 } });
    try {
      await test(server);
    } finally {
      await server.close();
    }
  };
  const callFrom = (server: TestServer, forwardedFor: string) =>
    server
      .post('/api/api/login/checkAccountStatus', { userAccount: 'demo_home' }, undefined, {
        'x-forwarded-for': forwardedFor,
      })
      .then(({ body }) => body);
  const refused = { errcode: Errcode.BUSINESS_FAILURE, errmsg: MSG.tooManyRequests };
  const countedAddresses = async (server: TestServer) =>
    await server.db
      .selectFrom('rate_limits')
      .select(['key', 'count'])
      .where('key', 'like', 'ip:%')
      .orderBy('key')
      .execute();

  it(
    'without TRUST_PROXY ignores X-Forwarded-For: two clients named in it share one counter',
    async () => {
      await withServer(false, async (server) => {
        expect((await callFrom(server, '203.0.113.1')).errcode).toBe(0);
        expect((await callFrom(server, '203.0.113.2')).errcode).toBe(0);
        expect(await callFrom(server, '203.0.113.2')).toMatchObject(refused);
        expect(await countedAddresses(server)).toEqual([{ key: 'ip:127.0.0.1', count: 3 }]);
      });
    },
    SERVER_TEST_MS,
  );

  it(
    'with TRUST_PROXY naming the proxy counts each client it forwards separately',
    async () => {
      await withServer(trustProxyFrom('127.0.0.1'), async (server) => {
        expect((await callFrom(server, '203.0.113.1')).errcode).toBe(0);
        expect((await callFrom(server, '203.0.113.1')).errcode).toBe(0);
        expect(await callFrom(server, '203.0.113.1')).toMatchObject(refused);
        expect((await callFrom(server, '203.0.113.2')).errcode).toBe(0);
        expect(await countedAddresses(server)).toEqual([
          { key: 'ip:203.0.113.1', count: 3 },
          { key: 'ip:203.0.113.2', count: 1 },
        ]);
      });
    },
    SERVER_TEST_MS,
  );

  it(
    'believes X-Forwarded-For only from the proxies named: a client elsewhere cannot pick its counter',
    async () => {
      await withServer(trustProxyFrom('10.0.0.0/8'), async (server) => {
        expect((await callFrom(server, '203.0.113.1')).errcode).toBe(0);
        expect((await callFrom(server, '203.0.113.2')).errcode).toBe(0);
        expect(await callFrom(server, '203.0.113.3')).toMatchObject(refused);
        expect(await countedAddresses(server)).toEqual([{ key: 'ip:127.0.0.1', count: 3 }]);
      });
    },
    SERVER_TEST_MS,
  );

  it(
    'with a hop count takes the address the trusted proxy added, not one the client wrote before it',
    async () => {
      await withServer(trustProxyFrom('1'), async (server) => {
        expect((await callFrom(server, '198.51.100.7, 203.0.113.9')).errcode).toBe(0);
        expect((await callFrom(server, '198.51.100.8, 203.0.113.9')).errcode).toBe(0);
        expect(await callFrom(server, '198.51.100.9, 203.0.113.9')).toMatchObject(refused);
        expect(await countedAddresses(server)).toEqual([{ key: 'ip:203.0.113.9', count: 3 }]);
      });
    },
    SERVER_TEST_MS,
  );
});
