/**
 * JSX typing of the yp-* tags for the shell and stories (React 19 custom elements), derived from the
 * widget declarations: attributes are written as on the page (kebab-case); a view attribute takes only
 * its declared values. Listen to yp-* events with addEventListener on a ref or an ancestor.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { DeclaredWidget } from './declarations';
import type { PropsOf } from './declare-widget';

/** warehouseId → warehouse-id, as attributeOf() does at run time. */
type KebabCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${KebabCase<Tail>}`
  : S;

/** On the page every attribute is text: numbers and booleans are written as strings. */
type AttributeText<V> = V extends string ? V : string;

type TagAttributes<D> = {
  [K in keyof PropsOf<D> & string as KebabCase<K>]?: AttributeText<NonNullable<PropsOf<D>[K]>>;
};

type WidgetTag<Attributes> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Attributes;

type DeclaredTags = { [D in DeclaredWidget as D['tag']]: WidgetTag<TagAttributes<D>> };

declare module 'react' {
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface merges, a type alias cannot
    interface IntrinsicElements extends DeclaredTags {}
  }
}
