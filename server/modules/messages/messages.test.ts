import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/contract/envelope';
import { Errcode } from '../../../src/contract/errcodes';
import type {
  ClearUnreadResult,
  MessageCollectData,
  MessageItem,
  MessageListQuery,
} from '../../../src/contract/messages';
import { LOCALE_HEADER } from '../../../src/contract/locale';
import { CLERK_ROLE, DEMO_COMPANIES } from '../../db/seed/demo-accounts';
import { newId } from '../../db/ids';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { DEMO_MESSAGES } from './demo-messages';
import { messagesDb } from './tables';

const P = '/api/customerMessage';
/** The header of a page in English. */
const ENGLISH = { [LOCALE_HEADER]: 'en-US' };
const HAN = /\p{Script=Han}/u;
/** What every account of 上海乐橙 sees from the seed: the messages addressed to the whole company. */
const LECHENG_WIDE = DEMO_MESSAGES.filter((m) => m.company === DEMO_COMPANIES.leCheng && !m.to);

describe.each(TEST_DIALECTS)('customerMessage calls on %s', (dialect) => {
  let server: TestServer;
  /** demo_home has logged in once: the seed's company-wide messages plus one login notice. */
  let homeToken: string;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    homeToken = await server.login('demo_home');
  });
  afterAll(() => server.close());

  const list = async (
    query: Partial<MessageListQuery>,
    token = homeToken,
    headers?: Record<string, string>,
  ) => {
    const { body } = await server.post<Page<MessageItem>>(
      `${P}/getMessageList`,
      { pageNum: 1, pageSize: 100, ...query },
      token,
      headers,
    );
    expect(body.errcode).toBe(Errcode.SUCCESS);
    return body.data;
  };
  const collect = async (token: string) =>
    (await server.post<MessageCollectData>(`${P}/getMessageCollectData`, {}, token)).body.data;
  const companyId = async (name: string) =>
    (await server.db.selectFrom('companies').select('id').where('name', '=', name).executeTakeFirstOrThrow())
      .id;

  it('pages the account’s messages newest first, the login notice on top', async () => {
    const pages = [
      await list({ pageSize: 10 }),
      await list({ pageSize: 10, pageNum: 2 }),
      await list({ pageSize: 10, pageNum: 3 }),
    ];
    const total = LECHENG_WIDE.length + 1;
    expect(pages.map((p) => [p.total, p.pages, p.list.length])).toEqual([
      [total, Math.ceil(total / 10), 10],
      [total, Math.ceil(total / 10), 10],
      [total, Math.ceil(total / 10), total - 20],
    ]);
    const items = pages.flatMap((p) => p.list);
    expect(new Set(items.map((m) => m.id)).size).toBe(total);
    const times = items.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(items[0]).toMatchObject({ type: 'system', title: '账号登录提醒', read: false });
    expect(items[0]!.content).toMatch(
      /^您的账号于 \d{4}-\d\d-\d\d \d\d:\d\d 登录（IP 127\.0\.0\.1）。如非本人操作，请及时修改密码。$/,
    );
  });

  it('filters by type, read state and keyword (literal, case-insensitive)', async () => {
    for (const type of ['system', 'business', 'bill', 'contract'] as const) {
      const page = await list({ type });
      const loginNotice = type === 'system' ? 1 : 0;
      expect(page.total).toBe(LECHENG_WIDE.filter((m) => m.type === type).length + loginNotice);
      expect(page.list.every((m) => m.type === type)).toBe(true);
    }
    const read = await list({ read: true });
    expect(read.total).toBe(LECHENG_WIDE.filter((m) => m.read).length);
    expect(read.list.every((m) => m.read)).toBe(true);
    const unread = await list({ read: false });
    expect(unread.total).toBe(LECHENG_WIDE.filter((m) => !m.read).length + 1);
    expect(unread.list.every((m) => !m.read)).toBe(true);

    expect((await list({ keyword: '托盘超期' })).list.map((m) => m.title)).toEqual(['托盘超期提醒']);
    expect((await list({ keyword: 'yelopack 平台操作' })).list.map((m) => m.title)).toEqual([
      '平台操作指引已更新',
    ]);
    expect((await list({ keyword: '%' })).total).toBe(0);
    expect((await list({ keyword: '_' })).total).toBe(0);
  });

  it('returns text as stored: markup in a message is data, not HTML', async () => {
    const [warning] = (await list({ keyword: '钓鱼' })).list;
    expect(warning!.content).toContain('<script>alert(1)</script>');
  });

  it('reads every message in the reader’s language, the seed’s and a notice sent to a Chinese request', async () => {
    const english = await list({}, homeToken, ENGLISH);
    expect(english.list.map((m) => m.id)).toEqual((await list({})).list.map((m) => m.id));
    expect(english.list[0]).toMatchObject({ type: 'system', title: 'Account login notice' });
    expect(english.list[0]!.content).toMatch(
      /^Your account logged in at \S.* \(IP 127\.0\.0\.1\)\. If this was not you, please change your password at once\.$/,
    );
    // No Chinese left in English but data: the company and role names some demo messages mention.
    const data = [...Object.values(DEMO_COMPANIES), CLERK_ROLE].sort((a, b) => b.length - a.length);
    const withoutData = (text: string) => data.reduce((rest, name) => rest.replaceAll(name, ''), text);
    expect(english.list.filter((m) => HAN.test(withoutData(`${m.title} ${m.content}`)))).toEqual([]);

    const overdue = english.list.find((m) => m.title === 'Overdue pallet reminder')!;
    const { body } = await server.post<MessageItem>(
      `${P}/getMessageDetail`,
      { id: overdue.id },
      homeToken,
      ENGLISH,
    );
    expect(body.data).toEqual({ ...overdue, read: true });
  });

  it('looks for the keyword in the reader’s language', async () => {
    const titles = async (keyword: string, headers?: Record<string, string>) =>
      (await list({ keyword }, homeToken, headers)).list.map((m) => m.title);
    expect(await titles('OVERDUE pallet', ENGLISH)).toEqual(['Overdue pallet reminder']);
    expect(await titles('托盘超期', ENGLISH)).toEqual([]);
    expect(await titles('overdue pallet')).toEqual([]);
    expect(await titles('托盘超期')).toEqual(['托盘超期提醒']);
  });

  it('reads a message stored before its English was (0041) in Chinese, in either language', async () => {
    const center = await server.loginAs('demo_center');
    const id = newId();
    await messagesDb(server.db)
      .insertInto('messages')
      .values({
        id,
        company_id: center.companyId,
        account_id: center.uuid,
        type: 'system',
        title: '旧版消息',
        content: '迁移前写入的消息',
        created_at: Date.now(),
      })
      .execute();
    const [found, ...more] = (await list({ keyword: '迁移前' }, center.token, ENGLISH)).list;
    expect(more).toEqual([]);
    expect(found).toMatchObject({ id, title: '旧版消息', content: '迁移前写入的消息' });
    const { body } = await server.post<MessageItem>(`${P}/getMessageDetail`, { id }, center.token, ENGLISH);
    expect(body.data).toMatchObject({ title: '旧版消息', content: '迁移前写入的消息' });
  });

  it('filters by inclusive Asia/Shanghai days', async () => {
    const center = await server.loginAs('demo_center');
    const at = (iso: string, title: string) => ({
      id: newId(),
      company_id: center.companyId,
      account_id: center.uuid,
      type: 'business' as const,
      title,
      content: '日期边界',
      created_at: Date.parse(iso),
    });
    await messagesDb(server.db)
      .insertInto('messages')
      .values([
        at('2023-02-28T15:59:59.999Z', '2月28日 23:59'),
        at('2023-02-28T16:00:00.000Z', '3月1日 00:00'),
        at('2023-03-01T15:59:59.999Z', '3月1日 23:59'),
        at('2023-03-01T16:00:00.000Z', '3月2日 00:00'),
      ])
      .execute();
    const titles = async (query: Partial<MessageListQuery>) =>
      (await list({ keyword: '日期边界', ...query }, center.token)).list.map((m) => m.title);
    expect(await titles({ dateStart: '2023-03-01', dateEnd: '2023-03-01' })).toEqual([
      '3月1日 23:59',
      '3月1日 00:00',
    ]);
    expect(await titles({ dateEnd: '2023-02-28' })).toEqual(['2月28日 23:59']);
    expect(await titles({ dateStart: '2023-03-02' })).toEqual(['3月2日 00:00']);
  });

  it('shows a message, marks it read and lowers the unread counts once', async () => {
    const token = await server.login('demo_multi');
    const before = await collect(token);
    const target = (await list({ read: false, type: 'business' }, token)).list[0]!;

    const { body } = await server.post<MessageItem>(`${P}/getMessageDetail`, { id: target.id }, token);
    expect(body.data).toEqual({ ...target, read: true });
    const after = await collect(token);
    expect(after.unread).toBe(before.unread - 1);
    const business = (data: MessageCollectData) => data.byType.find((t) => t.type === 'business')!;
    expect(business(after)).toEqual({ ...business(before), unread: business(before).unread - 1 });
    expect((await list({ read: false }, token)).list.map((m) => m.id)).not.toContain(target.id);

    await server.post(`${P}/getMessageDetail`, { id: target.id }, token);
    expect(await collect(token)).toEqual(after);
    // Read receipts are per account: the same company-wide message is still unread for demo_home.
    expect((await list({ read: false }, homeToken)).list.map((m) => m.id)).toContain(target.id);
  });

  it('refuses another company’s message and another account’s message as if they did not exist', async () => {
    const baiYun = await companyId(DEMO_COMPANIES.baiYun);
    const mdb = messagesDb(server.db);
    const foreign = await mdb
      .selectFrom('messages')
      .select(['id', 'content'])
      .where('company_id', '=', baiYun)
      .executeTakeFirstOrThrow();
    const personal = await mdb
      .selectFrom('messages')
      .select(['id', 'content'])
      .where('account_id', 'is not', null)
      .where('title', '=', '合同待签署')
      .executeTakeFirstOrThrow();
    for (const message of [foreign, personal, { id: newId(), content: '' }]) {
      const { body } = await server.post(`${P}/getMessageDetail`, { id: message.id }, homeToken);
      expect(body).toEqual({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '消息不存在', data: null });
    }
    // A keyword is at most 50 characters: the message's own opening words find it, or nothing.
    expect((await list({ keyword: foreign.content.slice(0, 50) })).total).toBe(0);
    // The addressee does see its own message.
    const pallet = await server.login('demo_pallet');
    expect(
      (await server.post<MessageItem>(`${P}/getMessageDetail`, { id: personal.id }, pallet)).body.data
        .content,
    ).toBe(personal.content);
  });

  it('clears the unread of one type, then of all', async () => {
    const token = await server.login('demo_clerk');
    const before = await collect(token);
    const unreadOf = (data: MessageCollectData, type: string) =>
      data.byType.find((t) => t.type === type)!.unread;
    expect(unreadOf(before, 'bill')).toBeGreaterThan(0);

    const clearBills = await server.post<ClearUnreadResult>(`${P}/clearUnread`, { type: 'bill' }, token);
    expect(clearBills.body.data).toEqual({ cleared: unreadOf(before, 'bill') });
    const afterBills = await collect(token);
    expect(afterBills.byType.map((t) => [t.type, t.unread, t.total])).toEqual(
      before.byType.map((t) => [t.type, t.type === 'bill' ? 0 : t.unread, t.total]),
    );

    const clearAll = await server.post<ClearUnreadResult>(`${P}/clearUnread`, {}, token);
    expect(clearAll.body.data).toEqual({ cleared: afterBills.unread });
    expect((await collect(token)).unread).toBe(0);
    expect((await server.post<ClearUnreadResult>(`${P}/clearUnread`, {}, token)).body.data).toEqual({
      cleared: 0,
    });
    expect((await list({ read: false }, token)).total).toBe(0);
  });

  it('counts every type, even one without messages', async () => {
    const shuWei = await server.login('demo_c1');
    const data = await collect(shuWei);
    expect(data.byType.map((t) => t.type)).toEqual(['system', 'business', 'bill', 'contract']);
    const seeded = DEMO_MESSAGES.filter((m) => m.company === DEMO_COMPANIES.shuWei);
    expect(data.byType.find((t) => t.type === 'bill')).toEqual({ type: 'bill', unread: 0, total: 0 });
    expect(data.unread).toBe(seeded.filter((m) => !m.read).length + 1);
  });

  it('answers 2003 naming each bad field', async () => {
    const fieldsOf = async (path: string, body: unknown) => {
      const response = await server.post<{ fields: { field: string }[] }>(`${P}/${path}`, body, homeToken);
      expect(response.body.errcode).toBe(Errcode.VALIDATION_FAILED);
      return response.body.data.fields.map((f) => f.field).sort();
    };
    expect(
      await fieldsOf('getMessageList', {
        pageNum: 0,
        pageSize: 101,
        type: 'spam',
        read: 'yes',
        keyword: 'x'.repeat(51),
        dateStart: '2024/01/01',
        extra: 1,
      }),
    ).toEqual(['dateStart', 'extra', 'keyword', 'pageNum', 'pageSize', 'read', 'type']);
    expect(await fieldsOf('getMessageList', { pageSize: 10 })).toEqual(['pageNum']);
    expect(await fieldsOf('getMessageList', { pageNum: 1, pageSize: 10, dateStart: '2024-02-30' })).toEqual([
      'dateStart',
    ]);
    expect(
      await fieldsOf('getMessageList', {
        pageNum: 1,
        pageSize: 10,
        dateStart: '2024-03-02',
        dateEnd: '2024-03-01',
      }),
    ).toEqual(['dateEnd']);
    expect(await fieldsOf('getMessageDetail', {})).toEqual(['id']);
    expect(await fieldsOf('clearUnread', { type: 'all' })).toEqual(['type']);
  });

  it('answers 4001 without a token', async () => {
    for (const [path, body] of [
      ['getMessageList', { pageNum: 1, pageSize: 10 }],
      ['getMessageDetail', { id: 'x' }],
      ['getMessageCollectData', {}],
      ['clearUnread', {}],
    ] as const) {
      expect((await server.post(`${P}/${path}`, body)).body.errcode).toBe(Errcode.NOT_LOGGED_IN);
    }
  });
});
