import { createContext, useContext, type ReactNode } from 'react';

/** Where floating layers (popovers, menus, dialogs, toasts, notices) are rendered. */
export type PortalRoot = HTMLElement | ShadowRoot;

const PortalRootContext = createContext<PortalRoot | null>(null);

/**
 * A widget passes its shadow root, so its floating layers stay inside the shadow tree and keep the
 * styles that StyleSheetManager injects there. Without a provider, layers go to document.body.
 */
export function PortalRootProvider({ root, children }: { root: PortalRoot | null; children: ReactNode }) {
  return <PortalRootContext.Provider value={root}>{children}</PortalRootContext.Provider>;
}

export function usePortalRoot(): PortalRoot {
  return useContext(PortalRootContext) ?? document.body;
}
