import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { decideNavigation, useSession } from '../../core';
import { VisitorNavigationProvider, type VisitorNavigate } from '../pages/auth/visitor-navigation';
import { UpdateNotice } from '../version/UpdateNotice';
import { useShellEvents } from './use-shell-events';

/**
 * The one guard of the portal: every location is judged by core's pure `decideNavigation` (SPEC §2/§4/§6:
 * '/', /main, visitors with a token, no token, another role's area, unknown paths) before anything renders.
 * It re-judges when the session changes, so a login, a company switch or an ended session moves the user on.
 */
export function RootFrame() {
  const { pathname } = useLocation();
  const session = useSession();
  const navigate = useNavigate();
  const visitorNavigate: VisitorNavigate = (to, options) => void navigate(to, options);
  useShellEvents();
  const decision = decideNavigation({ path: pathname, session });
  return (
    <VisitorNavigationProvider value={visitorNavigate}>
      {decision.action === 'redirect' ? <Navigate to={decision.to} replace /> : <Outlet />}
      <UpdateNotice />
    </VisitorNavigationProvider>
  );
}
