/**
 * The custom element behind every `yp-*` tag, free of React so the embed script can define all tags up
 * front and load a widget's code only when its tag is first connected.
 *
 * Written by hand rather than with @r2wc/react-to-web-component because r2wc (2.1):
 * - ignores a removed attribute (null/empty values), so `message-id` or a boolean attribute could never
 *   be cleared;
 * - unmounts synchronously on every disconnect: React warns when it removes the tag itself (inside its
 *   commit), and a move (disconnect + connect) remounts the widget;
 * - fixes the observed attributes when the class is made, before a lazily loaded tag has its code.
 * (It does not define tags itself, and a component may dispatch any event from its host; the README's
 * design notes say so.)
 */

import { setLocale } from '../core/locale';

/**
 * The attribute every tag takes besides its declared ones: the page's language ('zh-CN' or 'en-US',
 * src/core/locale.ts). Widgets on one page share one language; the last one set is in force.
 */
export const LOCALE_ATTRIBUTE = 'locale';

export type PropType = 'string' | 'number' | 'boolean' | 'json';
export type PropTypes = Readonly<Record<string, PropType>>;
export type WidgetProps = Record<string, unknown>;
export type WidgetTagName = `yp-${string}`;

/** What a widget's code provides: its typed props and how to render into a shadow root. */
export interface WidgetImplementation {
  readonly props: PropTypes;
  mount(host: HTMLElement, shadowRoot: ShadowRoot, props: WidgetProps): MountedWidget;
}

export interface MountedWidget {
  update(props: WidgetProps): void;
  /** Must leave the shadow root empty, so a later mount starts clean. */
  unmount(): void;
}

/** The implementation itself (eager) or a loader that imports it on first connect (embed). */
export type WidgetSource = WidgetImplementation | (() => Promise<WidgetImplementation>);

/** messageId → message-id */
export const attributeOf = (prop: string): string => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export function parseAttribute(type: PropType, value: string | null): unknown {
  if (type === 'boolean') return value !== null && value !== 'false';
  if (value === null) return undefined;
  if (type === 'number') {
    const number = value.trim() === '' ? Number.NaN : Number(value);
    return Number.isNaN(number) ? undefined : number;
  }
  if (type === 'json') {
    try {
      return JSON.parse(value);
    } catch {
      console.warn(`[yelopack] ignoring attribute that is not JSON: ${value}`);
      return undefined;
    }
  }
  return value;
}

type WidgetElementClass = CustomElementConstructor & { readonly ypVersion?: string };

function createWidgetElementClass(source: WidgetSource, version: string): WidgetElementClass {
  let implementation: WidgetImplementation | null = typeof source === 'function' ? null : source;
  let loading: Promise<WidgetImplementation> | null = null;

  class YpWidgetElement extends HTMLElement {
    static readonly ypVersion = version;

    readonly #shadowRoot = this.attachShadow({ mode: 'open' });
    #mounted: MountedWidget | null = null;
    /** Values set as JS properties; an attribute written later takes over again. */
    readonly #propertyValues = new Map<string, unknown>();
    readonly #attributeObserver = new MutationObserver((records) => {
      if (records.some((record) => record.attributeName === LOCALE_ATTRIBUTE)) this.#applyLocale();
      const props = records.map((record) => this.#propOfAttribute(record.attributeName)).filter(Boolean);
      for (const prop of props) this.#propertyValues.delete(prop);
      // class, style, hidden … are the host page's business, not the widget's.
      if (props.length) this.#render();
    });

    connectedCallback(): void {
      // Attribute names are only known once the code is loaded, so observe them all instead of
      // relying on the static observedAttributes list.
      this.#attributeObserver.observe(this, { attributes: true });
      this.#applyLocale();
      if (implementation) {
        this.#render();
        return;
      }
      loading ??= (source as () => Promise<WidgetImplementation>)().then((loaded) => {
        implementation = loaded;
        YpWidgetElement.#installProperties(loaded.props);
        return loaded;
      });
      loading.then(
        () => this.#render(),
        (error: unknown) => {
          // Forget the failed load, so the next connect of any element of this tag tries again.
          loading = null;
          console.error('[yelopack] failed to load widget', this.localName, error);
        },
      );
    }

    disconnectedCallback(): void {
      this.#attributeObserver.disconnect();
      // Deferred: React may be the one removing this element (inside its commit), and a move within the
      // page (disconnect + connect in one task) should keep the mounted widget.
      queueMicrotask(() => {
        if (this.isConnected || !this.#mounted) return;
        this.#mounted.unmount();
        this.#mounted = null;
      });
    }

    #applyLocale(): void {
      if (this.hasAttribute(LOCALE_ATTRIBUTE)) setLocale(this.getAttribute(LOCALE_ATTRIBUTE));
    }

    #render(): void {
      if (!this.isConnected || !implementation) return;
      if (!this.#mounted) this.#adoptPropertiesSetBeforeUpgrade(implementation.props);
      const props = this.#readProps(implementation.props);
      if (this.#mounted) this.#mounted.update(props);
      else this.#mounted = implementation.mount(this, this.#shadowRoot, props);
    }

    #readProps(types: PropTypes): WidgetProps {
      const props: WidgetProps = {};
      for (const [prop, type] of Object.entries(types)) {
        props[prop] = this.#propertyValues.has(prop)
          ? this.#propertyValues.get(prop)
          : parseAttribute(type, this.getAttribute(attributeOf(prop)));
      }
      return props;
    }

    #propOfAttribute(attribute: string | null): string {
      const types = implementation?.props ?? {};
      return Object.keys(types).find((prop) => attributeOf(prop) === attribute) ?? '';
    }

    /** A host may set `el.messageId = …` before the code has loaded: that made an own property, which
     * would hide the accessor; move it into the accessor. */
    #adoptPropertiesSetBeforeUpgrade(types: PropTypes): void {
      for (const prop of Object.keys(types)) {
        if (!Object.prototype.hasOwnProperty.call(this, prop)) continue;
        const value: unknown = Reflect.get(this, prop);
        Reflect.deleteProperty(this, prop);
        Reflect.set(this, prop, value);
      }
    }

    static #installProperties(types: PropTypes): void {
      for (const prop of Object.keys(types)) {
        Object.defineProperty(YpWidgetElement.prototype, prop, {
          configurable: true,
          enumerable: true,
          get(this: YpWidgetElement) {
            return this.#readProps(types)[prop];
          },
          // Properties are never reflected to attributes: objects stay out of the DOM, and so would any
          // secret a careless host put there.
          set(this: YpWidgetElement, value: unknown) {
            this.#propertyValues.set(prop, value);
            this.#render();
          },
        });
      }
    }

    static {
      if (implementation) YpWidgetElement.#installProperties(implementation.props);
    }
  }

  return YpWidgetElement;
}

let warnedAboutVersions = false;

/**
 * Defines `tagName` unless it already is: the first definition wins (two embed scripts on one page, or
 * the eager and the lazy path of one script), with one warning per script when the versions differ.
 */
export function defineWidgetElement(tagName: WidgetTagName, source: WidgetSource, version: string): void {
  const existing = customElements.get(tagName) as WidgetElementClass | undefined;
  if (!existing) {
    customElements.define(tagName, createWidgetElementClass(source, version));
    return;
  }
  if (existing.ypVersion !== version && !warnedAboutVersions) {
    warnedAboutVersions = true;
    console.warn(
      `[yelopack] <${tagName}> is already defined by version ${existing.ypVersion ?? 'unknown'}; ` +
        `keeping it and ignoring version ${version} (is the embed script included twice?)`,
    );
  }
}
