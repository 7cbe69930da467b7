import styled from 'styled-components';
import { Link } from 'react-router';
import { vars } from '../../ui';
import { shellLabels } from '../labels';
import type { MenuGroup } from '../menu/build-menu';

export type MenuState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; groups: MenuGroup[] };

const Nav = styled.nav`
  flex: 0 0 208px;
  padding: ${vars.spaceSm} 0;
  background: ${vars.colorBg};
  border-right: 1px solid ${vars.colorBorder};
  overflow-y: auto;
`;

const GroupTitle = styled.h2`
  margin: ${vars.spaceMd} ${vars.spaceLg} ${vars.spaceXs};
  font-size: ${vars.fontSizeSm};
  font-weight: 600;
  color: ${vars.colorTextSecondary};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(Link)`
  display: block;
  padding: ${vars.spaceSm} ${vars.spaceLg} ${vars.spaceSm} ${vars.spaceXl};
  border-right: 3px solid transparent;
  color: ${vars.colorText};
  font-size: ${vars.fontSizeMd};
  text-decoration: none;

  &:hover {
    background: ${vars.colorBgMuted};
  }
  &:focus-visible {
    outline: none;
    box-shadow: inset ${vars.focusRing};
  }
  &[aria-current='page'] {
    background: ${vars.colorPrimarySoft};
    border-right-color: ${vars.colorPrimary};
    color: ${vars.colorPrimaryText};
    font-weight: 600;
  }
`;

const Status = styled.p`
  margin: ${vars.spaceLg};
  color: ${vars.colorTextSecondary};
  font-size: ${vars.fontSizeSm};
`;

/**
 * The role area's menu: group headings and page links. Links are plain anchors, so Tab/Enter work and
 * the active page carries aria-current="page" (also when a detail page of it is open).
 */
export function SideMenu({ state, activePath }: { state: MenuState; activePath: string | null }) {
  const { menu } = shellLabels;
  return (
    <Nav aria-label={menu.navigation} data-testid="side-menu">
      {state.status === 'loading' && <Status role="status">{menu.loading}</Status>}
      {state.status === 'failed' && <Status role="alert">{menu.failed}</Status>}
      {state.status === 'ready' && state.groups.length === 0 && <Status>{menu.empty}</Status>}
      {state.status === 'ready' &&
        state.groups.map((group) => (
          <section key={group.key} aria-labelledby={`menu-group-${group.key}`}>
            <GroupTitle id={`menu-group-${group.key}`}>{group.label}</GroupTitle>
            <List>
              {group.items.map((item) => (
                <li key={item.path}>
                  {/* A plain Link: the active page is decided by the shell, so a detail page lights up its list page. */}
                  <Item to={item.path} aria-current={item.path === activePath ? 'page' : undefined}>
                    {item.label}
                  </Item>
                </li>
              ))}
            </List>
          </section>
        ))}
    </Nav>
  );
}
