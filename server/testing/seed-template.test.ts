import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_CONFIGS } from '../db/seed';
import { TEMPLATE_MAX_AGE_MS, seededTemplate, templateCache, type Template } from './seed-template';
import { TEST_DIALECTS, startTestServer, type TestServer } from './test-server';

/** A template cache over a counted seed and a clock the test moves. */
function cacheWithClock(fail = () => false) {
  let now = 1_000_000;
  const seeds: number[] = [];
  const template = templateCache(
    async (at) => {
      seeds.push(at);
      if (fail()) throw new Error('seed failed');
      return `template-${seeds.length}`;
    },
    () => now,
  );
  return { template, seeds, advance: (ms: number) => void (now += ms) };
}

describe('the template cache', () => {
  it('seeds once for callers at the same time and answers that template while it is young', async () => {
    const { template, seeds, advance } = cacheWithClock();
    const [first, second] = await Promise.all([template(), template()]);
    advance(TEMPLATE_MAX_AGE_MS - 1);
    expect(await template()).toBe(first);
    expect(second).toBe(first);
    expect(first).toEqual({ seededAt: 1_000_000, source: 'template-1' });
    expect(seeds).toEqual([1_000_000]);
  });

  it('seeds again, once, when the template has reached the most age', async () => {
    const { template, seeds, advance } = cacheWithClock();
    await template();
    advance(TEMPLATE_MAX_AGE_MS);
    const [renewed, alongside] = await Promise.all([template(), template()]);
    expect(renewed).toEqual({ seededAt: 1_000_000 + TEMPLATE_MAX_AGE_MS, source: 'template-2' });
    expect(alongside).toBe(renewed);
    expect(seeds).toHaveLength(2);
  });

  it('tries a failed seeding again on the next call', async () => {
    let failing = true;
    const { template, seeds } = cacheWithClock(() => failing);
    await expect(template()).rejects.toThrow('seed failed');
    failing = false;
    expect((await template()).source).toBe('template-2');
    expect(seeds).toHaveLength(2);
  });
});

describe.each(TEST_DIALECTS)('test servers on %s', (dialect) => {
  let templates: Template[];
  let servers: TestServer[];
  beforeAll(async () => {
    const before = await seededTemplate(dialect);
    servers = [await startTestServer({ dialect }), await startTestServer({ dialect })];
    templates = [before, await seededTemplate(dialect)];
  });
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  it('start on copies of the seeded template', async () => {
    for (const server of servers) {
      const marker = await server.db
        .selectFrom('app_meta')
        .select('value')
        .where('key', '=', 'seed.contracts')
        .executeTakeFirstOrThrow();
      expect(templates.map((template) => template.seededAt)).toContain(Number(marker.value));
    }
  });

  it('each with its own data', async () => {
    const [one, two] = servers as [TestServer, TestServer];
    const phone = (server: TestServer) =>
      server.db
        .selectFrom('business_configs')
        .select('value')
        .where('key', '=', 'customerServicePhone')
        .executeTakeFirstOrThrow();
    await one.db
      .updateTable('business_configs')
      .set({ value: '400-000-0000' })
      .where('key', '=', 'customerServicePhone')
      .execute();
    expect(await phone(two)).toEqual({ value: DEFAULT_BUSINESS_CONFIGS.customerServicePhone });
    expect(await two.login('demo_pallet')).toBeTruthy();
  });
});
