import styled from 'styled-components';
import { Link, useNavigate } from 'react-router';
import { areaOfRole, landingOf, sessionStore, useSession } from '../../core';
import { Button, useConfirm, vars, uiLabels, punctuationLabels } from '../../ui';
import { shellLabels } from '../labels';
import { logout } from '../session/auth-api';
import { CompanySwitcher } from './CompanySwitcher';
import { LanguageSwitch } from './LanguageSwitch';
import { UnreadBadge } from './UnreadBadge';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${vars.spaceLg};
  height: 56px;
  padding: 0 ${vars.spaceXl};
  background: ${vars.colorBgInverse};
  color: ${vars.colorTextInverse};
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${vars.spaceSm};
  color: inherit;
  text-decoration: none;
  font-size: ${vars.fontSizeLg};
  font-weight: 600;
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;

const Logo = styled.span`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: ${vars.radius};
  background: ${vars.colorPrimary};
  color: ${vars.colorOnPrimary};
  font-size: ${vars.fontSizeMd};
`;

const AreaName = styled.span`
  padding-left: ${vars.spaceLg};
  border-left: 1px solid rgba(255, 255, 255, 0.3);
  font-size: ${vars.fontSizeMd};
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.spaceLg};
  margin-left: auto;
  font-size: ${vars.fontSizeMd};
`;

const Account = styled.span`
  white-space: nowrap;
`;

const LightButton = styled(Button)`
  color: ${vars.colorTextInverse};
  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.12);
  }
`;

/** Brand and area, language, company (switchable), unread messages, the signed-in account and 退出登录. */
export function Header() {
  const session = useSession();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { header } = shellLabels;

  const onLogout = async () => {
    if (!(await confirm({ message: header.logoutConfirm, confirmLabel: header.logoutConfirmLabel }))) return;
    // Leaving must not depend on the server: the local session is cleared even if the call fails.
    await logout().catch(() => undefined);
    sessionStore.clearLogin();
    navigate('/login', { replace: true });
  };

  return (
    <Bar>
      <Brand to={landingOf(session)}>
        <Logo aria-hidden="true">{shellLabels.logo}</Logo>
        {shellLabels.brand}
      </Brand>
      <AreaName>{areaOfRole(session.role).label}</AreaName>
      <Tools>
        <LanguageSwitch />
        <CompanySwitcher />
        <UnreadBadge count={session.messageCount} />
        <Account
          data-testid="header-account"
          title={uiLabels.common.labelled(header.accountPrefix, session.userAccount)}
        >
          {session.username
            ? punctuationLabels.withNote(session.username, session.userAccount)
            : session.userAccount}
        </Account>
        <LightButton variant="text" data-testid="logout" onClick={onLogout}>
          {header.logout}
        </LightButton>
      </Tools>
    </Bar>
  );
}
