import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';

/** Goes to a portal path; `replace` drops the current page from the history. */
export type VisitorNavigate = (to: string, options?: { replace?: boolean }) => void;

/**
 * How the visitor pages move on. Inside the portal's router it is the router's navigate (RootFrame
 * provides it); on the login page a visitor opens first it starts the portal (see shell/main.tsx), which
 * keeps React Router and the route table out of the login page's first load.
 */
const VisitorNavigationContext = createContext<VisitorNavigate | null>(null);

export const VisitorNavigationProvider = VisitorNavigationContext.Provider;

export function useVisitorNavigate(): VisitorNavigate {
  const navigate = useContext(VisitorNavigationContext);
  if (!navigate) throw new Error('visitor pages render inside a VisitorNavigationProvider');
  return navigate;
}

/** A plain left click is one in-page navigation; with a modifier the browser opens the link itself. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A link between the visitor pages (a real href, so it opens in a new tab too). */
export function VisitorLink({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useVisitorNavigate();
  return (
    <a
      href={to}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
