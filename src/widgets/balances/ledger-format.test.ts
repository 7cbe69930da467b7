import { describe, expect, it } from 'vitest';
import type { LedgerKind } from '../../contract/stock';
import { formatDelta, kindOptions, kindLabel } from './ledger-format';

describe('kindLabel', () => {
  it('names the kinds in Chinese', () => {
    expect(kindLabel('transferOut')).toBe('调拨出库');
    expect(kindLabel('saleOut')).toBe('销售出库');
    expect(kindLabel('deduction')).toBe('超期扣减');
    expect(kindLabel('transferCorrection')).toBe('调拨更正');
  });

  it('gives every kind of the contract its own label', () => {
    const kinds: LedgerKind[] = [
      'inbound',
      'saleOut',
      'saleIn',
      'transferOut',
      'transferIn',
      'transferCancel',
      'transferCorrection',
      'circulationOut',
      'circulationIn',
      'recycle',
      'recycleCancel',
      'deduction',
      'customerReturnOut',
      'customerReturnIn',
      'trayReturn',
    ];
    const labels = kinds.map(kindLabel);
    expect(new Set(labels).size).toBe(kinds.length);
    expect(
      kindOptions()
        .map((option) => option.value)
        .sort(),
    ).toEqual([...kinds].sort());
  });

  it('shows a kind it does not know as sent', () => {
    expect(kindLabel('palletSwap')).toBe('palletSwap');
  });
});

describe('formatDelta', () => {
  it('signs pallets in and out', () => {
    expect(formatDelta(30)).toBe('+30');
    expect(formatDelta(-30)).toBe('\u221230');
    expect(formatDelta(0)).toBe('0');
  });
});
