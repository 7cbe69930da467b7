// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../config';
import { ApiError } from './api-error';
import { api } from './client';
import { openDownload, openListExport } from './list-export';

const LIST = '/api/api/customerStock/detail';

describe('openListExport', () => {
  let open: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    configure({ apiBase: 'https://platform.example.test', getToken: () => 'tok-1' });
    open = vi.spyOn(window, 'open').mockReturnValue(null);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    resetConfig();
  });

  it('asks the export with check=1 first, then opens the download with the same filters', async () => {
    const check = vi.spyOn(api, 'get').mockResolvedValue(null);
    await expect(openListExport(LIST, 'xlsx', { warehouseId: 'w1' })).resolves.toBe(true);
    expect(check).toHaveBeenCalledWith(`${LIST}Export`, { warehouseId: 'w1', format: 'xlsx', check: 1 });
    expect(open).toHaveBeenCalledWith(
      `https://platform.example.test${LIST}Export?warehouseId=w1&format=xlsx&locale=zh-CN&token=tok-1`,
      '_blank',
      'noopener',
    );
  });

  it('opens nothing when the server refuses (the client has toasted the reason)', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(
      new ApiError({ code: 2003, errcode: 2003, message: '参数校验失败' }),
    );
    await expect(openListExport(LIST, 'csv')).resolves.toBe(false);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens any other download (a bill PDF) the same way: check=1 first, then its own URL', async () => {
    const check = vi.spyOn(api, 'get').mockResolvedValue(null);
    const pdf = '/api/clientCustomerBill/billDownload';
    await expect(openDownload(pdf, { clientCompanyId: 'c1' })).resolves.toBe(true);
    expect(check).toHaveBeenCalledWith(pdf, { clientCompanyId: 'c1', check: 1 });
    expect(open).toHaveBeenCalledWith(
      `https://platform.example.test${pdf}?clientCompanyId=c1&locale=zh-CN&token=tok-1`,
      '_blank',
      'noopener',
    );
  });
});
