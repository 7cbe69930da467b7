import { describe, expect, it } from 'vitest';
import { NO_LEDGER_FILTERS, toDetailQuery } from './ledger-query';

const paging = { pageNum: 2, pageSize: 20 };

describe('toDetailQuery', () => {
  it('names the balance and the set filters', () => {
    expect(toDetailQuery({ warehouseId: 'wh-1', trayTypeCode: '1210' }, NO_LEDGER_FILTERS, paging)).toEqual({
      ...paging,
      warehouseId: 'wh-1',
      trayTypeCode: '1210',
    });
    expect(
      toDetailQuery(
        { warehouseId: 'wh-1', trayTypeCode: '1210', ownerCompanyId: 'co-up' },
        { kind: 'transferOut', dateRange: ['2025-01-01', ''] },
        paging,
      ),
    ).toEqual({
      ...paging,
      warehouseId: 'wh-1',
      trayTypeCode: '1210',
      ownerCompanyId: 'co-up',
      kind: 'transferOut',
      dateStart: '2025-01-01',
    });
  });
});
