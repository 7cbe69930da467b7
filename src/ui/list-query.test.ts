import { describe, expect, it } from 'vitest';
import { dateFilters, setFilters } from './list-query';

describe('setFilters', () => {
  it('drops unset filters and trims text', () => {
    expect(setFilters({ keyword: '  DB2025 ', status: null, direction: 'out', sourceType: '' })).toEqual({
      keyword: 'DB2025',
      direction: 'out',
    });
    expect(setFilters({ keyword: '   ' })).toEqual({});
  });
});

describe('dateFilters', () => {
  it('sends only the ends that are set', () => {
    expect(dateFilters(['2025-03-01', '2025-03-31'])).toEqual({
      dateStart: '2025-03-01',
      dateEnd: '2025-03-31',
    });
    expect(dateFilters(['2025-03-01', ''])).toEqual({ dateStart: '2025-03-01' });
    expect(dateFilters(null)).toEqual({});
  });
});
