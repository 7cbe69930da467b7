/**
 * custom-elements.json (the Custom Elements Manifest format, schema 2.1.0, that IDEs and Storybook read)
 * built from the widget declarations: one module, the embed script, which defines every tag. The embed
 * build writes it beside the script (dist/embed/custom-elements.json, package.json's `customElements`),
 * so it is never edited or committed by hand.
 */
import { WIDGET_EVENTS } from '../core/events';
import { WIDGET_DECLARATIONS } from './declarations';
import type { AttributeDeclaration, WidgetDeclaration } from './declare-widget';
import { LOCALES } from '../contract/locale';
import { LOCALE_ATTRIBUTE, attributeOf } from './widget-element';

/** Paths in the manifest are relative to the package root. */
const EMBED_MODULE = 'dist/embed/yelopack-embed.js';

const EVENT_DESCRIPTIONS: Readonly<Record<string, string>> = {
  [WIDGET_EVENTS.navigate]: 'The widget asks the host to open a portal page: detail { path, query }.',
  [WIDGET_EVENTS.sessionExpired]:
    'The session ended (4001/4003/4004 …): the host should sign the user in again.',
  [WIDGET_EVENTS.unreadChange]: 'The unread message counts changed: detail MessageCollectData.',
  [WIDGET_EVENTS.contractSigned]: 'A contract was signed: detail { contractId }.',
};

const typeText = (attribute: AttributeDeclaration): string =>
  attribute.values?.map((value) => `'${value}'`).join(' | ') ??
  { string: 'string', number: 'number', boolean: 'boolean', json: 'object (JSON)' }[attribute.type];

/** YpStockBoard for yp-stock-board: the class name the manifest gives each tag. */
const className = (tag: string): string =>
  tag.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());

/** The attribute every tag takes (widget-element.ts), with no property of its own. */
const LOCALE_ATTRIBUTE_ENTRY = {
  name: LOCALE_ATTRIBUTE,
  type: { text: LOCALES.map((locale) => `'${locale}'`).join(' | ') },
  description: 'The page language (default zh-CN); widgets on one page share it, the last one set wins.',
};

function elementOf(widget: WidgetDeclaration) {
  const attributes = Object.entries(widget.attributes).map(([prop, attribute]) => ({
    name: attributeOf(prop),
    fieldName: prop,
    type: { text: typeText(attribute) },
    description: attribute.description,
  }));
  return {
    kind: 'class',
    customElement: true,
    tagName: widget.tag,
    name: className(widget.tag),
    description: widget.summary,
    attributes: [...attributes, LOCALE_ATTRIBUTE_ENTRY],
    members: attributes.map(({ name, fieldName, type, description }) => ({
      kind: 'field',
      name: fieldName,
      attribute: name,
      type,
      description,
    })),
    events: [WIDGET_EVENTS.sessionExpired, ...widget.events].map((name) => ({
      name,
      type: { text: 'CustomEvent' },
      description: EVENT_DESCRIPTIONS[name] ?? '',
    })),
  };
}

export function buildCustomElementsManifest(
  declarations: readonly WidgetDeclaration[] = WIDGET_DECLARATIONS,
) {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: EMBED_MODULE,
        declarations: declarations.map(elementOf),
        exports: declarations.map((widget) => ({
          kind: 'custom-element-definition',
          name: widget.tag,
          declaration: { name: className(widget.tag), module: EMBED_MODULE },
        })),
      },
    ],
  };
}
