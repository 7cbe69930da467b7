import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LonLatRegion } from '../../../src/contract/vehicles';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';

describe.each(TEST_DIALECTS)('offline region lookup on %s', (dialect) => {
  let server: TestServer;
  let pallet: string;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    pallet = await server.login('demo_pallet');
  });
  afterAll(() => server.close());

  it('answers the region of a coordinate offline', async () => {
    const region = async (longitude: number, latitude: number) =>
      (await server.post<LonLatRegion>('/api/customer/getMapByLonLat', { longitude, latitude }, pallet)).body;
    expect((await region(121.2869, 31.3753)).data).toEqual({
      province: '上海市',
      city: '上海市',
      district: '嘉定区',
      address: '上海市嘉定区',
    });
    expect((await region(120.7338, 31.3232)).data).toMatchObject({
      province: '江苏省',
      city: '苏州市',
      address: '江苏省苏州市',
    });
    expect((await region(113.2839, 23.1848)).data).toMatchObject({ province: '广东省', city: '广州市' });
    expect((await region(103.9461, 30.5727)).data).toMatchObject({ province: '四川省', city: '成都市' });
    expect((await region(116.3975, 39.9087)).data).toMatchObject({ province: '北京市', district: '东城区' });
    expect((await region(113.54, 22.19)).data).toMatchObject({
      province: '澳门特别行政区',
      address: '澳门特别行政区',
    });
    expect((await region(114.17, 22.32)).data).toMatchObject({ province: '香港特别行政区' });
    expect((await region(106.9, 47.9)).errmsg).toBe('该坐标不在中国境内'); // Ulaanbaatar
    const outOfRange = await server.post<{ fields: { field: string }[] }>(
      '/api/customer/getMapByLonLat',
      { longitude: 200, latitude: 'x' },
      pallet,
    );
    expect(outOfRange.body.errcode).toBe(2003);
    expect(outOfRange.body.data.fields.map((f) => f.field).sort()).toEqual(['latitude', 'longitude']);
  });

  it('needs a session', async () => {
    const { body } = await server.post('/api/customer/getMapByLonLat', { longitude: 121, latitude: 31 });
    expect(body.errcode).toBe(4001);
  });
});
