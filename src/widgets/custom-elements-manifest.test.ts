import { describe, expect, it } from 'vitest';
import { buildCustomElementsManifest } from './custom-elements-manifest';
import { WIDGET_DECLARATIONS } from './declarations';

describe('custom-elements.json', () => {
  it('describes every tag with its kebab-case attributes, the page language, view values and events', () => {
    const [module] = buildCustomElementsManifest().modules;
    expect(module!.declarations.map((element) => element.tagName)).toEqual(
      WIDGET_DECLARATIONS.map((widget) => widget.tag),
    );
    const stock = module!.declarations.find((element) => element.tagName === 'yp-stock')!;
    expect(stock.attributes.map((attribute) => attribute.name)).toEqual([
      'view',
      'warehouse-id',
      'tray-type-code',
      'owner-company-id',
      'locale',
    ]);
    expect(stock.attributes.at(-1)!.type.text).toBe("'zh-CN' | 'en-US'");
    expect(stock.attributes[0]!.type.text).toContain("'ownStockC1Detail'");
    expect(stock.events.map((event) => event.name)).toEqual(['yp-session-expired', 'yp-navigate']);
  });
});
