/**
 * The one declaration of a widget: its tag, attributes (with types and the values a view takes), events,
 * the portal pages that show it and where its code is. The embed registry, the shell's route → tag
 * table, the JSX typing of the tags (tags.d.ts) and custom-elements.json are all derived from these
 * declarations (declarations.ts), so a widget is described exactly once. Free of React: the embed
 * entry and the shell read declarations without loading any widget code.
 */
import type { PagePath } from '../contract/pages';
import type { PropType, WidgetImplementation, WidgetTagName } from './widget-element';
import type { YpEventName } from './widget-context';

/** A widget's code module: its default export is what `defineWidget(declaration, Component)` returned. */
export interface WidgetModule {
  default: WidgetImplementation;
}

export interface AttributeDeclaration {
  type: PropType;
  /** The values a string attribute takes (a widget's views). */
  values?: readonly string[];
  description: string;
}

export type AttributeDeclarations = Readonly<Record<string, AttributeDeclaration>>;

/** The value a prop of this declaration has inside the widget (attributes are optional). */
type PropValue<A extends AttributeDeclaration> = A extends { values: readonly (infer V)[] }
  ? V
  : A['type'] extends 'number'
    ? number
    : A['type'] extends 'boolean'
      ? boolean
      : A['type'] extends 'json'
        ? unknown
        : string;

/** The props a widget component receives: camelCase names, every one optional. */
export type DeclaredProps<A extends AttributeDeclarations> = { [K in keyof A]?: PropValue<A[K]> };

export interface PageDeclaration<A extends AttributeDeclarations> {
  path: PagePath;
  /** Attributes fixed for this page, e.g. `{ view: 'ownStockDetail' }`. */
  attributes?: DeclaredProps<A>;
  /** URL query parameter of the page → the prop it fills (`yp-navigate` events carry these queries). */
  query?: Readonly<Record<string, keyof A & string>>;
}

export interface WidgetDeclaration<
  Tag extends WidgetTagName = WidgetTagName,
  A extends AttributeDeclarations = AttributeDeclarations,
> {
  tag: Tag;
  /** One line for integrators (custom-elements.json, Storybook): what the widget shows. */
  summary: string;
  attributes: A;
  /** The `yp-*` events the widget emits besides yp-session-expired, which every widget forwards. */
  events: readonly YpEventName[];
  /** The portal pages that render this tag. */
  pages: readonly PageDeclaration<A>[];
  /**
   * The widget's code, loaded when the tag first appears: `(): Promise<WidgetModule> => import('./index')`
   * (the return type written out keeps the declaration's type from depending on the module's).
   */
  load: () => Promise<WidgetModule>;
}

/** Declares a widget; `const` keeps the literal tag, view values and query names for the typings. */
export function declareWidget<const Tag extends WidgetTagName, const A extends AttributeDeclarations>(
  declaration: WidgetDeclaration<Tag, A>,
): WidgetDeclaration<Tag, A> {
  return declaration;
}

/** The props of a declared widget, for its component: `function StockWidget(props: PropsOf<typeof stock>)`. */
export type PropsOf<D> = D extends WidgetDeclaration<WidgetTagName, infer A> ? DeclaredProps<A> : never;

/** The values of a declared attribute, e.g. `ValuesOf<typeof stock, 'view'>`. */
export type ValuesOf<D, K extends string> =
  D extends WidgetDeclaration<WidgetTagName, infer A>
    ? A[K] extends { values: readonly (infer V)[] }
      ? V
      : never
    : never;
