import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { StyleSheetManager } from 'styled-components';
import {
  LIST_URL_STATE_ATTRIBUTE,
  YelopackPortal,
  currentLocale,
  onLocaleChange,
  sessionEvents,
} from '../core';
import { ConfirmProvider, HostTokens, PortalRootProvider, ToastHost } from '../ui';
import type { AttributeDeclarations, DeclaredProps, WidgetDeclaration } from './declare-widget';
import { ListUrlStateProvider, queryClient } from './query';
import { createEmit, EmitContext, type Emit, type YpEventName } from './widget-context';
import {
  defineWidgetElement,
  type PropType,
  type WidgetImplementation,
  type WidgetTagName,
} from './widget-element';

export interface WidgetOptions<Props> {
  /** Every prop the tag accepts, as attribute (kebab-case) and as property (camelCase). */
  props: { readonly [K in keyof Props & string]-?: PropType };
  /** The `yp-*` events the widget emits besides yp-session-expired (which every widget forwards). */
  events?: readonly YpEventName[];
}

/** Re-emits core's session expiry as `yp-session-expired`, so the host page can sign the user in. */
function SessionExpiryForwarder({ emit }: { emit: Emit }) {
  useEffect(() => sessionEvents.on('expired', (detail) => emit('yp-session-expired', detail)), [emit]);
  return null;
}

/**
 * Everything a widget needs around it: styles, floating layers, toasts and confirms in its shadow root;
 * the page's one query cache (shared with every other widget, see query/query-client); and whether its
 * lists keep their state in the URL (only when the element carries LIST_URL_STATE_ATTRIBUTE, as the
 * shell's pages do: a customer's page owns its URL).
 */
function WidgetProviders({
  shadowRoot,
  emit,
  urlState,
  children,
}: {
  shadowRoot: ShadowRoot;
  emit: Emit;
  urlState: boolean;
  children: ReactNode;
}) {
  return (
    <StyleSheetManager target={shadowRoot as unknown as HTMLElement}>
      <HostTokens />
      <QueryClientProvider client={queryClient}>
        <ListUrlStateProvider enabled={urlState}>
          <EmitContext.Provider value={emit}>
            <PortalRootProvider root={shadowRoot}>
              <ConfirmProvider>
                {children}
                <ToastHost />
              </ConfirmProvider>
            </PortalRootProvider>
            <SessionExpiryForwarder emit={emit} />
          </EmitContext.Provider>
        </ListUrlStateProvider>
      </QueryClientProvider>
    </StyleSheetManager>
  );
}

/** Turns a React component into the renderable behind a tag, without defining the tag. */
export function createWidget<Props extends object>(
  Component: ComponentType<Props>,
  options: WidgetOptions<Props>,
): WidgetImplementation {
  const events = options.events ?? [];
  const undeclared = events.find((name) => !name.startsWith('yp-'));
  if (undeclared) throw new Error(`widget events must be named yp-*, got "${undeclared}"`);

  return {
    props: options.props,
    mount(host, shadowRoot, initialProps) {
      const container = document.createElement('div');
      shadowRoot.append(container);
      const root = createRoot(container);
      const emit = createEmit(host, events);
      const urlState = host.hasAttribute(LIST_URL_STATE_ATTRIBUTE);
      let props = initialProps;
      // A new language mounts the widget afresh (keyed by it): labels held in memos and state go too.
      const render = () => {
        // On the host, so that dialogs and popovers (portalled beside the container) are in it too.
        host.lang = currentLocale();
        root.render(
          <WidgetProviders key={currentLocale()} shadowRoot={shadowRoot} emit={emit} urlState={urlState}>
            <Component {...(props as Props)} />
          </WidgetProviders>,
        );
      };
      render();
      const stopFollowingLocale = onLocaleChange(render);
      return {
        update(next) {
          props = next;
          render();
        },
        unmount() {
          stopFollowingLocale();
          root.unmount();
          // styled-components' <style> tags and portal nodes live beside the container: drop them so a
          // re-connect starts afresh instead of piling up copies. The kit's own stylesheets (KitStyle) stay:
          // React keeps one per shadow root and would not insert it again.
          shadowRoot.replaceChildren(...shadowRoot.querySelectorAll('style[data-precedence]'));
        },
      };
    },
  };
}

/** The options createWidget needs, read from a widget's declaration. */
function optionsOf<A extends AttributeDeclarations>(declaration: WidgetDeclaration<WidgetTagName, A>) {
  const props = Object.fromEntries(
    Object.entries(declaration.attributes).map(([prop, attribute]) => [prop, attribute.type]),
  );
  return { props, events: declaration.events } as WidgetOptions<DeclaredProps<A>>;
}

/**
 * Makes `Component` the custom element its declaration names (open shadow root, typed attributes and
 * properties, `useEmit()` for the declared events). Defining a tag that exists already keeps the first
 * definition (see defineWidgetElement). Returns the implementation, which the embed script's lazy
 * loader also uses.
 */
export function defineWidget<A extends AttributeDeclarations>(
  declaration: WidgetDeclaration<WidgetTagName, A>,
  Component: ComponentType<DeclaredProps<A>>,
): WidgetImplementation {
  const implementation = createWidget(Component, optionsOf(declaration));
  defineWidgetElement(declaration.tag, implementation, YelopackPortal.version);
  return implementation;
}
