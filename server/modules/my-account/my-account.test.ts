import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../src/contract/api-paths';
import type { Page } from '../../../src/contract/envelope';
import { Errcode } from '../../../src/contract/errcodes';
import {
  MEMBER_LEVELS,
  type CompanyDeposit,
  type CompanyLevel,
  type CompanyProfile,
  type CouponRow,
  type CustomerContact,
  type InvitationLookup,
  type MyBalance,
  type MyCompany,
} from '../../../src/contract/my-account';
import type { PointsChangeRow } from '../../../src/contract/points';
import { DEMO_COMPANIES } from '../../db/seed/demo-accounts';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { myAccountDb } from './tables';
import { companyIdOf, multiId, ok, otherCenterToken } from './testing';

const C = API.customerCompany;
const SHORT = API.customerCompanyShort;
const PAGE = { pageNum: 1, pageSize: 20 };

describe.each(TEST_DIALECTS)('my account (customerCompany) on %s', (dialect) => {
  let server: TestServer;
  let center: string;
  let other: string;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    center = await server.login('demo_center');
    other = await otherCenterToken(server);
  });
  afterAll(() => server.close());
  /** A login after moving the clock drops the sessions it left expired. */
  const renewTokens = async () => {
    center = await server.login('demo_center');
    other = await otherCenterToken(server);
  };

  it('answers the six calls SPEC names twice under both paths, the same', async () => {
    const bodies: Record<keyof typeof SHORT, object> = {
      listCurrentCustomerCompany: {},
      getCompanyLevel: {},
      getMyBalanceInfo: {},
      getCurrentUserCoupon: PAGE,
      getMemberPointsDetailListByTrayCustomerCompanyId: PAGE,
      getCustomerMemberByInvitationCode: {
        invitationCode: (await ok<CompanyProfile>(server, C.getCustomerCompany, {}, center)).invitationCode,
      },
    };
    for (const [name, body] of Object.entries(bodies) as [keyof typeof SHORT, object][]) {
      const long = await ok(server, C[name], body, center);
      expect(await ok(server, SHORT[name], body, center), name).toEqual(long);
    }
  });

  it("lists the companies of the caller's account, the session's marked", async () => {
    expect(await ok<MyCompany[]>(server, SHORT.listCurrentCustomerCompany, {}, center)).toEqual([
      expect.objectContaining({
        companyName: DEMO_COMPANIES.leCheng,
        role: 5,
        isCurrent: true,
        isAdmin: true,
      }),
    ]);
    const multi = await ok<MyCompany[]>(server, C.listCurrentCustomerCompany, {}, other);
    expect(multi.map((row) => [row.companyName, row.isCurrent, row.isAdmin]).sort()).toEqual(
      [
        [DEMO_COMPANIES.baiYun, true, true],
        [DEMO_COMPANIES.leCheng, false, false],
      ].sort(),
    );
  });

  it("answers the session company's profile with its invitation code, and finds a company by the code", async () => {
    const profile = await ok<CompanyProfile>(server, C.getCustomerCompany, {}, center);
    expect(profile).toMatchObject({
      name: DEMO_COMPANIES.leCheng,
      // The administrator is the contact; the credit code is the one certification recorded.
      contactName: '王芳',
      contactMobile: '138****0003',
      creditCode: '91310115MA1H7K2X56',
    });
    expect(profile.invitationCode).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(profile.address).toBe('上海市嘉定区马陆镇宝安公路2999号3号库');
    const otherProfile = await ok<CompanyProfile>(server, C.getCustomerCompany, {}, other);
    expect(otherProfile.name).toBe(DEMO_COMPANIES.baiYun);
    expect(otherProfile.invitationCode).not.toBe(profile.invitationCode);

    const codes = await server.db.selectFrom('companies').select('id').execute();
    const stored = await myAccountDb(server.db)
      .selectFrom('company_invitation_codes')
      .select('code')
      .execute();
    expect(new Set(stored.map((row) => row.code)).size).toBe(codes.length);

    expect(
      await ok<InvitationLookup>(
        server,
        SHORT.getCustomerMemberByInvitationCode,
        { invitationCode: profile.invitationCode.toLowerCase() },
        other,
      ),
    ).toEqual({ companyName: DEMO_COMPANIES.leCheng });
    const unknown = await server.post(
      C.getCustomerMemberByInvitationCode,
      { invitationCode: 'ZZZZZZZZ' },
      center,
    );
    expect(unknown.body).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '邀请码不存在，请核对后重新输入',
    });
    const malformed = await server.post(
      C.getCustomerMemberByInvitationCode,
      { invitationCode: 'ABC' },
      center,
    );
    expect(malformed.body.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect(JSON.stringify(malformed.body.data)).toContain('invitationCode');
  });

  it('gives a company made after the migration its code when first asked', async () => {
    const company = await companyIdOf(server, DEMO_COMPANIES.jiaDing);
    await myAccountDb(server.db)
      .deleteFrom('company_invitation_codes')
      .where('company_id', '=', company)
      .execute();
    await server.db
      .insertInto('memberships')
      .values({
        account_id: await multiId(server),
        company_id: company,
        role: 5,
        custom_role_id: null,
        is_admin: 0,
        created_at: 0,
      })
      .execute();
    const { body } = await server.post<{ token: string }>(
      API.login.switchCompanyLogin,
      { companyId: company },
      other,
    );
    const profile = await ok<CompanyProfile>(server, C.getCustomerCompany, {}, body.data.token);
    expect(profile.invitationCode).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect((await ok<CompanyProfile>(server, C.getCustomerCompany, {}, body.data.token)).invitationCode).toBe(
      profile.invitationCode,
    );
    other = await otherCenterToken(server);
  });

  it('answers the level from the points of statements confirmed in the last 12 months', async () => {
    const leCheng = await companyIdOf(server, DEMO_COMPANIES.leCheng);
    const { rows } = await sql<{ id: string; total_points: number | string }>`
      select id, total_points from points_statements
      where status = 'confirmed' and company_id = ${leCheng}`.execute(server.db);
    expect(rows).toHaveLength(1);
    const [confirmed] = rows as [{ id: string; total_points: number | string }];
    expect((await ok<CompanyLevel>(server, C.getCompanyLevel, {}, center)).points).toBe(
      Number(confirmed.total_points),
    );
    const withPoints = async (points: number) => {
      await sql`update points_statements set total_points = ${points} where id = ${confirmed.id}`.execute(
        server.db,
      );
      return ok<CompanyLevel>(server, SHORT.getCompanyLevel, {}, center);
    };
    try {
      expect(await withPoints(150)).toEqual({
        level: 'silver',
        levelName: '银牌会员',
        points: 150,
        nextLevel: 'gold',
        nextLevelName: '金牌会员',
        pointsToNext: 150,
      });
      expect(await withPoints(1000)).toMatchObject({ level: 'diamond', nextLevel: null, pointsToNext: null });
      // A rejected statement counts nothing.
      await sql`update points_statements set status = 'rejected' where id = ${confirmed.id}`.execute(
        server.db,
      );
      expect(await withPoints(1000)).toMatchObject({ level: 'regular', points: 0 });
    } finally {
      await sql`update points_statements set status = 'confirmed', total_points = ${confirmed.total_points}
        where id = ${confirmed.id}`.execute(server.db);
    }
    expect(await ok<CompanyLevel>(server, C.getCompanyLevel, {}, other)).toMatchObject({
      level: 'regular',
      points: 0,
      nextLevel: 'silver',
      pointsToNext: MEMBER_LEVELS[1]!.minPoints,
    });
    // A year on, the statement has left the window.
    server.advanceTime(366 * 24 * 60 * 60 * 1000);
    try {
      const later = await server.login('demo_center');
      expect((await ok<CompanyLevel>(server, C.getCompanyLevel, {}, later)).points).toBe(0);
    } finally {
      server.advanceTime(-366 * 24 * 60 * 60 * 1000);
      await renewTokens();
    }
  });

  it('answers the points pool, my points and what the company owes on its statements', async () => {
    const balance = await ok<MyBalance>(server, C.getMyBalanceInfo, {}, center);
    const leCheng = await companyIdOf(server, DEMO_COMPANIES.leCheng);
    const { rows } = await sql<{ balance: number | string }>`
      select balance from points_pools where company_id = ${leCheng}`.execute(server.db);
    expect(balance.poolPoints).toBe(Number(rows[0]?.balance));
    expect(balance.myPoints).toBeGreaterThan(0);
    expect(balance.unpaidCount).toBeGreaterThan(0);
    expect(balance.owedFen).toBeGreaterThan(0);
    expect(await ok<MyBalance>(server, SHORT.getMyBalanceInfo, {}, other)).toEqual({
      poolPoints: 0,
      myPoints: 0,
      owedFen: 0,
      unpaidCount: 0,
    });
  });

  it('lists the coupons by status, derived from use and time, and only the company’s', async () => {
    const all = await ok<Page<CouponRow>>(server, C.getCurrentUserCoupon, PAGE, center);
    expect(all.total).toBe(5);
    expect(all.list.map((row) => row.status)).toEqual(['unused', 'unused', 'expired', 'expired', 'used']);
    const counts = async (token: string) =>
      Promise.all(
        (['unused', 'used', 'expired'] as const).map(
          async (status) =>
            (await ok<Page<CouponRow>>(server, C.getCurrentUserCoupon, { ...PAGE, status }, token)).total,
        ),
      );
    expect(await counts(center)).toEqual([2, 1, 2]);
    expect(all.list.find((row) => row.status === 'used')).toMatchObject({ usedFor: '上门取件运费抵扣' });
    // 20 days on, the 新客户专享券 has expired.
    server.advanceTime(21 * 24 * 60 * 60 * 1000);
    try {
      expect(await counts(await server.login('demo_center'))).toEqual([1, 1, 3]);
    } finally {
      server.advanceTime(-21 * 24 * 60 * 60 * 1000);
      await renewTokens();
    }
    expect(await counts(other)).toEqual([0, 0, 0]);
    const second = await ok<Page<CouponRow>>(
      server,
      C.getCurrentUserCoupon,
      { pageNum: 2, pageSize: 2 },
      center,
    );
    expect(second).toMatchObject({ total: 5, pages: 3, pageNum: 2 });
    expect(second.list.map((row) => row.id)).toEqual(all.list.slice(2, 4).map((row) => row.id));
    const bad = await server.post(C.getCurrentUserCoupon, { ...PAGE, status: 'lost' }, center);
    expect(bad.body.errcode).toBe(Errcode.VALIDATION_FAILED);
  });

  it('answers the deposit per tray type: pallets owned on hand × deposit beside what was paid', async () => {
    const deposit = await ok<CompanyDeposit>(server, C.getCompanyCashDeposit, {}, center);
    const leCheng = await companyIdOf(server, DEMO_COMPANIES.leCheng);
    const { rows: held } = await sql<{ tray_type_code: string; pallets: number | string }>`
      select tray_type_code, sum(on_hand) as pallets from stock_balances
      where owner_company_id = ${leCheng} group by tray_type_code`.execute(server.db);
    expect(held.length).toBeGreaterThan(0);
    for (const row of held) {
      const line = deposit.rows.find((r) => r.trayTypeCode === row.tray_type_code);
      if (Number(row.pallets) === 0 && !line) continue;
      expect(line?.pallets).toBe(Number(row.pallets));
      expect(line!.requiredFen).toBe(line!.pallets * line!.depositFen);
      expect(line!.outstandingFen).toBe(Math.max(0, line!.requiredFen - line!.paidFen));
    }
    expect(deposit.rows.find((row) => row.trayTypeCode === '1210')?.paidFen).toBe(50_000_000);
    expect(deposit.paidFen).toBe(52_520_000);
    expect(deposit.requiredFen).toBe(deposit.rows.reduce((sum, row) => sum + row.requiredFen, 0));
    const otherDeposit = await ok<CompanyDeposit>(server, C.getCompanyCashDeposit, {}, other);
    expect(otherDeposit.paidFen).toBe(0);
  });

  it("pages the company's points changes, narrowed by dates, never another company's", async () => {
    const all = await ok<Page<PointsChangeRow>>(
      server,
      C.getMemberPointsDetailListByTrayCustomerCompanyId,
      PAGE,
      center,
    );
    expect(all.total).toBeGreaterThan(0);
    const record = await ok<Page<PointsChangeRow>>(
      server,
      API.customer.getCustomerIntegrationChangeRecord,
      { ...PAGE, pageSize: 100 },
      center,
    );
    expect(all.list).toEqual(record.list.slice(0, all.list.length));
    const day = new Date(Date.parse(all.list[0]!.at) + 8 * 3600_000).toISOString().slice(0, 10);
    const that = await ok<Page<PointsChangeRow>>(
      server,
      SHORT.getMemberPointsDetailListByTrayCustomerCompanyId,
      { ...PAGE, dateStart: day, dateEnd: day },
      center,
    );
    expect(that.total).toBe(
      record.list.filter(
        (row) => new Date(Date.parse(row.at) + 8 * 3600_000).toISOString().slice(0, 10) === day,
      ).length,
    );
    const future = await ok<Page<PointsChangeRow>>(
      server,
      C.getMemberPointsDetailListByTrayCustomerCompanyId,
      { ...PAGE, dateStart: '2099-01-01' },
      center,
    );
    expect(future.total).toBe(0);
    const reversed = await server.post(
      C.getMemberPointsDetailListByTrayCustomerCompanyId,
      { ...PAGE, dateStart: '2026-02-01', dateEnd: '2026-01-01' },
      center,
    );
    expect(reversed.body.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect(
      (
        await ok<Page<PointsChangeRow>>(
          server,
          C.getMemberPointsDetailListByTrayCustomerCompanyId,
          PAGE,
          other,
        )
      ).total,
    ).toBe(0);
  });

  it("answers the platform's customer-service contact", async () => {
    expect(
      await ok<CustomerContact>(server, API.company.getCustomerContactDetail, undefined, center),
    ).toEqual({
      phone: '400-820-8899',
      email: 'service@yelopack.com',
      serviceHours: '工作日 9:00-18:00',
    });
  });

  it('refuses other role areas (4030) and malformed bodies (2003 naming the field)', async () => {
    const pallet = await server.login('demo_pallet');
    for (const path of [
      C.getCustomerCompany,
      SHORT.getCompanyLevel,
      API.company.getCustomerContactDetail,
      API.user.changePassword,
    ]) {
      expect((await server.post(path, {}, pallet)).body.errcode, path).toBe(Errcode.NO_PERMISSION);
    }
    const extra = await server.post(C.getCompanyCashDeposit, { companyId: 'x' }, center);
    expect(extra.body.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect(JSON.stringify(extra.body.data)).toContain('companyId');
  });
});
