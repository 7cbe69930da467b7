import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

const ERP = 'https://erp.example.com';

describe('cross-origin calls from host pages that embed widgets', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { corsOrigins: [ERP] } });
  });
  afterAll(() => server.close());

  const versionFrom = (origin: string) =>
    fetch(`${server.baseUrl}/api/api/common/getCurrentVersion`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: '{}',
    });

  it('answers a configured origin and exposes the rotated token header', async () => {
    const response = await versionFrom(ERP);
    expect(response.headers.get('access-control-allow-origin')).toBe(ERP);
    expect(response.headers.get('access-control-expose-headers')).toContain('token');
    expect(((await response.json()) as { errcode: number }).errcode).toBe(0);
  });

  it('lets a configured origin send the token and trace-id headers (preflight)', async () => {
    const response = await fetch(`${server.baseUrl}/api/customerMessage/getMessageList`, {
      method: 'OPTIONS',
      headers: {
        origin: ERP,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'token, trace-id, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/token.*trace-id.*x-yp-locale/);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('gives any other origin no CORS headers, so its browser blocks the response', async () => {
    const response = await versionFrom('https://evil.example.net');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
