import { describe, expect, it } from 'vitest';
import { MODULE_ROUTES } from '../../contract/routes';
import { WIDGET_PAGES, widgetAttributes } from './widget-pages';

describe('widget pages', () => {
  it('are all routes of the registry', () => {
    const paths = new Set(MODULE_ROUTES.map((route) => route.path));
    for (const path of Object.keys(WIDGET_PAGES)) expect(paths).toContain(path);
  });

  it('turn the query of a yp-navigate target into the widget attributes', () => {
    const page = WIDGET_PAGES['/yelopack/stock/ownStockDetail']!;
    expect(widgetAttributes(page, new URLSearchParams('warehouseId=w1&trayTypeCode=1210'))).toEqual({
      view: 'ownStockDetail',
      'warehouse-id': 'w1',
      'tray-type-code': '1210',
    });
  });

  it('give a missing query parameter an empty attribute rather than a stale one', () => {
    const page = WIDGET_PAGES['/message/detail']!;
    expect(widgetAttributes(page, new URLSearchParams())).toEqual({ view: 'detail', 'message-id': '' });
  });
});
