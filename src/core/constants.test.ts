import { describe, expect, it } from 'vitest';
import * as constants from './constants';

describe('SPEC §9 constants', () => {
  it('hold the agreed limits', () => {
    expect(constants).toMatchObject({
      REQUEST_TIMEOUT_MS: 60_000,
      VERSION_POLL_MS: 600_000,
      UPDATE_NOTICE_DELAY_MS: 10_000,
      TOAST_MS: 2_000,
      MUST_READ_TOAST_MS: 10_000,
      DEFAULT_COMPANY_TYPE: '4',
      DEFAULT_ROLE: 1,
      ROLE_VALUES: [1, 2, 5, 6, 7],
      DESIGN_WIDTH: 1366,
      TRACE_ID_LENGTH: 32,
      PLATE_LENGTHS: [7, 8],
    });
  });

  it.each(['1.0', '2.0', '2.1'])('protocol version %s names the shared-tray use agreement', (version) => {
    expect(constants.protocolName(version)).toBe('共享托盘使用协议');
  });

  it.each(['3.0', '2.2', '1', ''])(
    'protocol version "%s" names the recycle-tray operation service agreement',
    (version) => {
      expect(constants.protocolName(version)).toBe('回收托盘运营服务协议');
    },
  );

  it('knows the role values', () => {
    expect([0, 1, 2, 3, 5, 6, 7, '1'].filter(constants.isRoleValue)).toEqual([1, 2, 5, 6, 7]);
  });
});
