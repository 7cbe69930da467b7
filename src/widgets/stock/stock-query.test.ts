import { describe, expect, it } from 'vitest';
import {
  NO_DEDUCTION_FILTERS,
  NO_STOCK_FILTERS,
  toDeductionQuery,
  toStockQuery,
  withoutPaging,
} from './stock-query';

const paging = { pageNum: 2, pageSize: 20 };

describe('toStockQuery', () => {
  it('sends only paging when nothing is set', () => {
    expect(toStockQuery(NO_STOCK_FILTERS, paging, null)).toEqual(paging);
  });

  it('maps filters and a server-sortable column', () => {
    expect(
      toStockQuery({ warehouseId: 'wh-1', trayTypeCode: '1210', keyword: ' 嘉定 ' }, paging, {
        key: 'onHand',
        order: 'desc',
      }),
    ).toEqual({
      ...paging,
      warehouseId: 'wh-1',
      trayTypeCode: '1210',
      keyword: '嘉定',
      sortBy: 'onHand',
      sortOrder: 'desc',
    });
  });

  it('drops a sort the server cannot do', () => {
    expect(toStockQuery(NO_STOCK_FILTERS, paging, { key: 'ownerCompanyName', order: 'asc' })).toEqual(paging);
  });
});

describe('toDeductionQuery', () => {
  it('maps deduction filters', () => {
    expect(toDeductionQuery(NO_DEDUCTION_FILTERS, paging)).toEqual(paging);
    expect(toDeductionQuery({ trayTypeCode: '1311', dateRange: ['', '2025-02-28'] }, paging)).toEqual({
      ...paging,
      trayTypeCode: '1311',
      dateEnd: '2025-02-28',
    });
  });
});

describe('withoutPaging', () => {
  it('keeps filters and sorting for an export', () => {
    expect(withoutPaging({ ...paging, warehouseId: 'wh-1', sortBy: 'onHand' })).toEqual({
      warehouseId: 'wh-1',
      sortBy: 'onHand',
    });
  });
});
