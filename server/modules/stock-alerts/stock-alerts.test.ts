import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../../src/contract/api-paths';
import { Errcode } from '../../../src/contract/errcodes';
import type { MessageItem } from '../../../src/contract/messages';
import type { Page } from '../../../src/contract/envelope';
import { DEFAULT_LOCALE, LOCALE_HEADER, type Locale } from '../../../src/contract/locale';
import type { StockAlertSettings } from '../../../src/contract/stock-alerts';
import { connectDatabase } from '../../db/connect';
import { inLocale } from '../../http/request-locale';
import { newId } from '../../db/ids';
import { movesSuite, requestId } from '../../testing/moves-suite';
import { reportFixtures } from '../../testing/report-fixtures';
import { TEST_DIALECTS } from '../../testing/test-server';
import { shanghaiDay } from '../ledger';
import { createInboundOrder, signInboundOrder } from '../stock';
import { alertText, LISTED_LINES } from './compose';
import { STOCK_ALERT_LABELS as L } from './labels';
import { runStockAlerts, type AlertDeps } from './run';
import { alertsDue, startStockAlertScheduler } from './scheduler';
import { companyAlerts } from './selection';
import { stockAlertDb } from './tables';

const DAY = 86_400_000;
const S = API.stockAlert;

describe.each(TEST_DIALECTS)('overdue and idle-stock alerts on %s', (dialect) => {
  const t = movesSuite(dialect);
  const alertDeps = (db = t.server.db): AlertDeps => ({ ...t.server.app.deps, db });

  afterEach(async () => {
    // Each test runs the day again: its claims go.
    await stockAlertDb(t.server.db).deleteFrom('stock_alert_sends').execute();
    await stockAlertDb(t.server.db).deleteFrom('stock_alert_runs').execute();
  });

  const fixtures = () => reportFixtures(t.server.db);
  const SUZHOU = { province: '江苏省', city: '苏州市', longitude: null, latitude: null };

  /** `quantity` pallets of 1311 received at a new warehouse `daysAgo` days ago; answers its name. */
  const arrived = async (daysAgo: number, quantity: number, companyId = t.ids.leCheng) => {
    const name = `提醒测试仓${daysAgo}天-${newId().slice(0, 6)}`;
    const warehouseId = await fixtures().warehouse(companyId, name, SUZHOU);
    const deps = { db: t.server.db, clock: () => Date.now() - daysAgo * DAY };
    const order = await createInboundOrder(deps, {
      companyId,
      warehouseId,
      trayTypeCode: '1311',
      quantity,
      requestId: requestId(),
    });
    await signInboundOrder(deps, { companyId }, order.id, { receivedQuantity: quantity });
    return name;
  };

  /** The account's alert messages, read by a page in `locale` (none: the default, Chinese). */
  const alertMessages = async (userAccount: string, locale?: Locale) => {
    const { body } = await t.server.post<Page<MessageItem>>(
      API.customerMessage.getMessageList,
      { pageNum: 1, pageSize: 100, keyword: inLocale(locale ?? DEFAULT_LOCALE, () => L.title) },
      await t.server.login(userAccount),
      locale && { [LOCALE_HEADER]: locale },
    );
    expect(body.errcode).toBe(Errcode.SUCCESS);
    return body.data.list;
  };

  const smsTo = async (mobile: string) =>
    (await t.server.db.selectFrom('sms_outbox').select('content').where('mobile', '=', mobile).execute())
      .map((row) => row.content)
      .filter((content) => content.includes('超期'));

  const save = async (userAccount: string, settings: unknown) =>
    t.server.post<StockAlertSettings>(S.saveSettings, settings, await t.server.login(userAccount));

  it('warns 上海乐橙 from the demo data as it is seeded', async () => {
    expect(await runStockAlerts(alertDeps(), 'node-a')).toBeGreaterThan(0);
    const [message, ...more] = await alertMessages('demo_home');
    expect(more).toEqual([]);
    expect(message?.content).toMatch(/托盘 \d+ 个(将于 7 天内超期|闲置)/);
  });

  it('writes the day’s alert in both languages: a reader in English reads it in English', async () => {
    expect(await runStockAlerts(alertDeps(), 'node-a')).toBeGreaterThan(0);
    const alerts = await companyAlerts(t.server.db, Date.now(), t.ids.leCheng);
    // Newest first: this run's (the day's first test warned too).
    const [chinese] = await alertMessages('demo_home');
    const [english] = await alertMessages('demo_home', 'en-US');
    expect(english).toEqual({
      ...chinese,
      title: 'Overdue and idle pallet alert',
      content: inLocale('en-US', () => alertText(alerts)),
    });
    expect(english!.content).toMatch(/: \d+ \d{4} pallets (become overdue within 7 days|idle)$/m);
    expect(english!.content).toContain('View stock: /yelopack/stock/ownStock');
  });

  it('lists pallets turning overdue within 7 days and balances idle for 30 days, and no others', async () => {
    const inThreeDays = await arrived(28, 12);
    const inNineDays = await arrived(22, 5);
    const overdueAlready = await arrived(31, 7);
    const thirtyDaysIdle = await arrived(30, 4);
    const twentyNineDaysIdle = await arrived(29, 3);
    const alerts = await companyAlerts(t.server.db, Date.now(), t.ids.leCheng);
    const names = (lines: typeof alerts.idle) => lines.map((line) => line.place);

    expect(alerts.turningOverdue).toContainEqual({
      view: 'own',
      place: inThreeDays,
      trayTypeCode: '1311',
      quantity: 12,
    });
    expect(names(alerts.turningOverdue)).toContain(thirtyDaysIdle); // overdue tomorrow
    expect(names(alerts.turningOverdue)).toContain(twentyNineDaysIdle);
    expect(names(alerts.turningOverdue)).not.toContain(inNineDays);
    expect(names(alerts.turningOverdue)).not.toContain(overdueAlready);

    expect(names(alerts.idle)).toEqual(expect.arrayContaining([overdueAlready, thirtyDaysIdle]));
    expect(names(alerts.idle)).not.toContain(twentyNineDaysIdle);
    expect(names(alerts.idle)).not.toContain(inThreeDays);

    const text = alertText(alerts);
    expect(text).toContain(`${inThreeDays} 1311 托盘 12 个将于 7 天内超期`);
    expect(text).toContain('查看库存：/yelopack/stock/ownStock');
    const beyond = alerts.turningOverdue.length - LISTED_LINES;
    if (beyond > 0) expect(text).toContain(`等 ${beyond} 项`);
  });

  it('warns the owner of its pallets at a client and the client of the pallets it holds', async () => {
    const place = `提醒测试客户仓-${newId().slice(0, 6)}`;
    const warehouseId = await fixtures().warehouse(t.ids.shuWei, place, SUZHOU);
    const key = { holder: t.ids.shuWei, warehouse: warehouseId, trayType: '1311', owner: t.ids.leCheng };
    await fixtures().book(Date.now() - 26 * DAY, [{ ...key, delta: 9, kind: 'saleIn' }]);
    const owner = await companyAlerts(t.server.db, Date.now(), t.ids.leCheng);
    expect(owner.turningOverdue).toContainEqual({
      view: 'downstream',
      place: `成都蜀味餐饮供应链有限公司 ${place}`,
      trayTypeCode: '1311',
      quantity: 9,
    });
    expect(alertText(owner)).toContain('查看库存：/yelopack/stock/customer?sort=overdue.desc');
    const client = await companyAlerts(t.server.db, Date.now(), t.ids.shuWei);
    expect(client.turningOverdue).toContainEqual({ view: 'c1', place, trayTypeCode: '1311', quantity: 9 });
    expect(alertText(client)).toContain('查看库存：/yelopack/stock/ownStockC1?sort=overdue.desc');
  });

  it('sends one message per account once a day, even with two runs racing on two connections', async () => {
    const { databaseUrl, dataDir } = t.server.app.deps.config;
    const before = (await alertMessages('demo_pallet')).length;
    const other = connectDatabase({ databaseUrl, dataDir });
    try {
      const runs = await Promise.all([
        runStockAlerts(alertDeps(), 'node-a'),
        runStockAlerts(alertDeps(other.db), 'node-b'),
      ]);
      expect(runs.filter((run) => run === null)).toHaveLength(1);
      // Took over after a run that died: the companies warned already are not warned again.
      await stockAlertDb(t.server.db)
        .updateTable('stock_alert_runs')
        .set({ finished_at: null, lease_until: 0 })
        .execute();
      expect(await runStockAlerts(alertDeps(other.db), 'node-c')).toBe(0);
    } finally {
      await other.db.destroy();
    }
    const messages = await alertMessages('demo_pallet');
    expect(messages).toHaveLength(before + 1);
    expect(messages[0]?.content).toContain('将于 7 天内超期');
    expect(await runStockAlerts(alertDeps(), 'node-a')).toBeNull();
  });

  it('honours each account’s choice: no message when opted out, SMS only when opted in', async () => {
    expect((await t.server.post(S.getSettings, {}, await t.server.login('demo_home'))).body.data).toEqual({
      message: true,
      sms: false,
    });
    expect((await save('demo_pallet', { message: false, sms: false })).body.errcode).toBe(Errcode.SUCCESS);
    expect((await save('demo_clerk', { message: true, sms: true })).body.data).toEqual({
      message: true,
      sms: true,
    });
    const before = {
      pallet: (await alertMessages('demo_pallet')).length,
      clerk: (await alertMessages('demo_clerk')).length,
      home: (await alertMessages('demo_home')).length,
    };
    await runStockAlerts(alertDeps(), 'node-a');
    expect(await alertMessages('demo_pallet')).toHaveLength(before.pallet);
    expect(await alertMessages('demo_clerk')).toHaveLength(before.clerk + 1);
    expect(await alertMessages('demo_home')).toHaveLength(before.home + 1);
    const clerkSms = await smsTo('13800000007');
    expect(clerkSms).toHaveLength(1);
    expect(clerkSms[0]).toMatch(/^【Yelopack】上海乐橙食品有限公司：\d+ 个托盘将于 7 天内超期/);
    expect(await smsTo('13800000001')).toEqual([]);
    expect(await smsTo('13800000002')).toEqual([]);
  });

  it('sends nothing to a company with nothing to say', async () => {
    // A company of its own holding only pallets that came in today, with an administrator who signs in.
    const userAccount = `alert_quiet_${dialect}`;
    const companyId = await fixtures().company(`提醒测试公司-${dialect}`, userAccount);
    await arrived(0, 20, companyId);
    expect(await runStockAlerts(alertDeps(), 'node-a')).toBeGreaterThan(0);
    const sends = await stockAlertDb(t.server.db)
      .selectFrom('stock_alert_sends')
      .select('company_id')
      .execute();
    expect(sends.map((row) => row.company_id)).toContain(t.ids.leCheng);
    expect(sends.map((row) => row.company_id)).not.toContain(companyId);
    expect(await alertMessages(userAccount)).toEqual([]);
  });

  it('answers 2003 naming each bad field of the settings', async () => {
    const { body } = await save('demo_home', { message: 'yes', extra: 1 });
    expect(body.errcode).toBe(Errcode.VALIDATION_FAILED);
    const fields = (body.data as unknown as { fields: { field: string }[] }).fields
      .map((f) => f.field)
      .sort();
    expect(fields).toEqual(['extra', 'message', 'sms']);
  });

  it('runs on a node’s scheduler once due, and not before 08:00', async () => {
    const todayAt = (hour: number, minute: number) =>
      shanghaiDay(Date.now()) * DAY + (hour - 8) * 3_600_000 + minute * 60_000;
    const runs = () => stockAlertDb(t.server.db).selectFrom('stock_alert_runs').selectAll().execute();
    const log = { info: () => {}, error: (error: unknown) => expect.fail(String(error)) };
    const early = startStockAlertScheduler({ ...alertDeps(), clock: () => todayAt(7, 59) }, log, 5);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await early.stop();
    expect(await runs()).toEqual([]);
    const due = startStockAlertScheduler({ ...alertDeps(), clock: () => todayAt(8, 1) }, log, 5);
    await vi.waitFor(async () => expect((await runs())[0]?.finished_at).toBeTruthy(), { timeout: 10_000 });
    await due.stop();
    expect(await runs()).toHaveLength(1);
  });

  it('is due from 08:00 Asia/Shanghai', () => {
    expect(alertsDue(Date.parse('2026-11-25T23:59:00Z'))).toBe(false); // 07:59 in Shanghai
    expect(alertsDue(Date.parse('2026-11-26T00:00:00Z'))).toBe(true); // 08:00
    expect(alertsDue(Date.parse('2026-11-26T15:59:00Z'))).toBe(true); // 23:59
  });
});
