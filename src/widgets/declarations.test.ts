import { describe, expect, it } from 'vitest';
import { PAGES } from '../contract/pages';
import { MODULE_ROUTES } from '../contract/routes';
import { WIDGET_DECLARATIONS, WIDGET_PAGES, widgetAttributes } from './declarations';

describe('widget declarations', () => {
  it('give every tag and every page to exactly one widget', () => {
    const tags = WIDGET_DECLARATIONS.map((widget) => widget.tag);
    expect(new Set(tags).size).toBe(tags.length);
    const paths = WIDGET_DECLARATIONS.flatMap((widget) => widget.pages.map((page) => page.path));
    expect(new Set(paths).size).toBe(paths.length);
    expect(WIDGET_PAGES.size).toBe(paths.length);
  });

  it('name only pages of the route registry', () => {
    const paths = new Set(MODULE_ROUTES.map((route) => route.path));
    for (const path of WIDGET_PAGES.keys()) expect(paths).toContain(path);
  });

  it('name only declared attributes in their pages', () => {
    for (const widget of WIDGET_DECLARATIONS)
      for (const page of widget.pages) {
        const named = [...Object.keys(page.attributes ?? {}), ...Object.values(page.query ?? {})];
        for (const prop of named)
          expect(Object.keys(widget.attributes), `${widget.tag} ${page.path}`).toContain(prop);
      }
  });

  it('turn the query of a yp-navigate target into the widget attributes', () => {
    const page = WIDGET_PAGES.get(PAGES.stock.ownStockDetail)!;
    expect(widgetAttributes(page, new URLSearchParams('warehouseId=w1&trayTypeCode=1210'))).toEqual({
      view: 'ownStockDetail',
      'warehouse-id': 'w1',
      'tray-type-code': '1210',
    });
  });

  it('give a missing query parameter an empty attribute rather than a stale one', () => {
    const page = WIDGET_PAGES.get(PAGES.message.detail)!;
    expect(widgetAttributes(page, new URLSearchParams())).toEqual({ view: 'detail', 'message-id': '' });
  });
});
