import styled from 'styled-components';
import { Outlet, useLocation } from 'react-router';
import { DESIGN_WIDTH, areaOfRole, roleOfPath, useSession } from '../../core';
import { vars } from '../../ui';
import { Breadcrumbs } from '../crumbs/Breadcrumbs';
import { buildCrumbTrail, pageEntriesFor } from '../crumbs/crumb-trail';
import { useRecordVisit, useStoredCrumbs } from '../crumbs/use-crumb-trail';
import { activeMenuPath } from '../menu/build-menu';
import { useAreaMenu } from '../menu/use-area-menu';
import { useCurrentModuleRoute } from '../routing/current-route';
import { useUnreadCount } from '../session/use-unread-count';
import { Header } from './Header';
import { SideMenu } from './SideMenu';

/** One screen high: the menu and the page scroll on their own, the header stays in view. */
const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-width: ${DESIGN_WIDTH}px;
  height: 100vh;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  min-height: 0;
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  padding: ${vars.spaceLg} ${vars.spaceXl};
  overflow-y: auto;
`;

/** The frame of every signed-in page (/main): header, the role area's menu, breadcrumbs and the page. */
export function ShellLayout() {
  const session = useSession();
  const location = useLocation();
  const route = useCurrentModuleRoute();
  const stored = useStoredCrumbs(session.userAccount);
  const menu = useAreaMenu(session.token, session.role);
  useRecordVisit(route, session.userAccount, location);
  useUnreadCount(location.pathname);

  const groups = menu.status === 'ready' ? menu.groups : [];
  // The current page's own trail (its breadcrumbs' pages): a page of another group visited before it
  // never lights up in the menu.
  const trailPaths = (route ? pageEntriesFor(route, stored) : []).map(
    (crumb) => crumb.path.split('?')[0] ?? crumb.path,
  );
  const routeRole = route ? roleOfPath(route.path) : null;

  return (
    <Frame>
      <Header />
      <Body>
        <SideMenu state={menu} activePath={activeMenuPath(location.pathname, groups, trailPaths)} />
        <Main>
          {route && !route.hideCrumbs && (
            <Breadcrumbs
              items={buildCrumbTrail(route, routeRole === null ? null : areaOfRole(routeRole), stored)}
            />
          )}
          <Outlet />
        </Main>
      </Body>
    </Frame>
  );
}
