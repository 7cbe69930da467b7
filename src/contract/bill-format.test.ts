import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, setLocaleSource, type Locale } from './locale';
import { billLineFixture as line } from './bill-line.fixture';
import {
  billQuantityUnit,
  billRateYuan,
  formatBillQuantity,
  formatBillRate,
  formatDayRange,
  billLineDaysText,
  billLineKindText,
  orderBillLines,
  wireDay,
} from './bill-format';

let locale: Locale = DEFAULT_LOCALE;
setLocaleSource(() => locale);
afterEach(() => (locale = DEFAULT_LOCALE));

describe('formatBillRate', () => {
  it.each([
    [3500, 'centiFenPerPalletDay', '0.35 元/片·天'],
    [3525, 'centiFenPerPalletDay', '0.3525 元/片·天'],
    [1, 'centiFenPerPalletDay', '0.0001 元/片·天'],
    [120000, 'centiFenPerPalletDay', '12.00 元/片·天'],
    [15000, 'fenPerPallet', '150.00 元/片'],
    [123456, 'fenPerPallet', '1,234.56 元/片'],
  ] as const)('%i %s → %s', (rate, unit, shown) => {
    expect(formatBillRate(rate, unit)).toBe(shown);
  });
});

describe('formatBillQuantity', () => {
  it('names pallet-days for per-day rates and pallets for per-pallet fees, with separators', () => {
    expect(formatBillQuantity(12345, 'centiFenPerPalletDay')).toBe('12,345 托盘天');
    expect(formatBillQuantity(12, 'fenPerPallet')).toBe('12 片');
  });
});

describe('formatDayRange', () => {
  it('joins two days with 至, and shows one day once', () => {
    expect(formatDayRange('2026-10-26', '2026-11-25')).toBe('2026-10-26 至 2026-11-25');
    expect(formatDayRange('2026-11-03', '2026-11-03')).toBe('2026-11-03');
  });
});

describe('billRateYuan', () => {
  it('is the figure formatBillRate shows, as a number for a spreadsheet cell', () => {
    expect(billRateYuan(3500, 'centiFenPerPalletDay')).toBe(0.35);
    expect(billRateYuan(3525, 'centiFenPerPalletDay')).toBe(0.3525);
    expect(billRateYuan(15000, 'fenPerPallet')).toBe(150);
    expect(billQuantityUnit('centiFenPerPalletDay')).toBe('托盘天');
    expect(billQuantityUnit('fenPerPallet')).toBe('片');
  });
});

describe('orderBillLines', () => {
  it('orders lines by kind, then warehouse, tray type and first day', () => {
    const ordered = orderBillLines([
      line({ kind: 'deduction', warehouseName: 'A' }),
      line({ kind: 'hire', warehouseName: '双流配送中心', firstDay: '2026-11-10' }),
      line({ kind: 'hire', warehouseName: '双流配送中心', firstDay: '2026-10-26' }),
      line({ kind: 'overdueInStock' }),
    ]);
    expect(ordered.map((l) => [l.kind, l.firstDay])).toEqual([
      ['hire', '2026-10-26'],
      ['hire', '2026-11-10'],
      ['overdueInStock', '2026-10-26'],
      ['deduction', '2026-10-26'],
    ]);
  });
});

describe('in English (issue 17 item 5)', () => {
  it('names units, day ranges and corrections in the language in force', () => {
    locale = 'en-US';
    expect(formatBillRate(3500, 'centiFenPerPalletDay')).toBe('0.35 CNY/pallet·day');
    expect(formatBillQuantity(12345, 'centiFenPerPalletDay')).toBe('12,345 pallet-days');
    expect(formatDayRange('2026-10-26', '2026-11-25')).toBe('26 Oct 2026 to 25 Nov 2026');
    expect(formatDayRange('2026-11-03', '2026-11-03')).toBe('3 Nov 2026');
    expect(formatDayRange('2026-10-26', '2026-11-25', wireDay)).toBe('2026-10-26 to 2026-11-25');
    expect(billLineDaysText(line({ lastDay: '2026-11-25' }))).toBe('26 Oct 2026 to 25 Nov 2026');
    expect(billLineDaysText(line({ lastDay: '2026-11-25' }), wireDay)).toBe('2026-10-26 to 2026-11-25');
    expect(
      billLineKindText({
        kind: 'correction',
        corrects: {
          kind: 'hire',
          billNo: 'ZD1',
          billId: 'b1',
          periodStart: '2026-09-21',
          periodEnd: '2026-10-20',
        },
      }),
    ).toBe('Adjustment (Rent)');
    locale = 'zh-CN';
    expect(formatDayRange('2026-10-26', '2026-11-25')).toBe('2026-10-26 至 2026-11-25');
  });
});
