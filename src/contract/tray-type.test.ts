import { describe, expect, it } from 'vitest';
import { formatTrayType } from './tray-type';

describe('formatTrayType', () => {
  it('shows the code, then the name', () => {
    expect(formatTrayType({ trayTypeCode: '1210', trayTypeName: '川字塑料托盘' })).toBe('1210 川字塑料托盘');
  });
});
