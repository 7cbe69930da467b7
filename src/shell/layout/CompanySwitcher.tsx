import styled from 'styled-components';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { LoginResult } from '../../contract/auth';
import { api, permissionStore, sessionStore, useSession } from '../../core';
import { Button, Popover, uiLabels, vars } from '../../ui';
import { shellLabels } from '../labels';
import { switchCompany } from '../session/switch-company';

const Trigger = styled(Button)`
  color: ${vars.colorTextInverse};
  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.12);
  }
`;

const CompanyName = styled.span`
  white-space: nowrap;
`;

const Menu = styled.ul`
  min-width: 240px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Choice = styled.button`
  display: block;
  width: 100%;
  padding: ${vars.spaceSm} ${vars.spaceMd};
  border: none;
  border-radius: ${vars.radius};
  background: none;
  font: inherit;
  text-align: left;
  color: ${vars.colorText};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${vars.colorBgMuted};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
  &[aria-current='true'] {
    color: ${vars.colorPrimaryText};
    font-weight: 600;
    cursor: default;
  }
`;

const switchDeps = (navigate: (path: string) => void) => ({
  post: <T,>(path: string, body: { companyId: string }) => api.post<T>(path, body),
  applyLogin: (result: LoginResult) => sessionStore.applyLogin(result),
  loadPermissions: (request: Parameters<typeof permissionStore.load>[0]) => permissionStore.load(request),
  navigate,
});

/**
 * The company name in the header; when the account belongs to several companies it opens a list to
 * switch (switchCompanyLogin → new session → permissions of the new company → its landing).
 * A refused switch is toasted by the http client and leaves the current session as it was.
 */
export function CompanySwitcher() {
  const session = useSession();
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);
  const { header } = shellLabels;

  if (session.companies.length < 2) {
    return <CompanyName title={header.currentCompany}>{session.companyName}</CompanyName>;
  }

  const choose = async (companyId: string, close: () => void) => {
    close();
    setSwitching(true);
    try {
      await switchCompany(
        companyId,
        switchDeps((path) => navigate(path, { replace: true })),
      );
    } catch {
      // already toasted by the http client
    } finally {
      setSwitching(false);
    }
  };

  return (
    <Popover
      label={header.switchCompanyTitle}
      placement="bottom-end"
      trigger={
        <Trigger
          variant="text"
          loading={switching}
          aria-label={uiLabels.common.labelled(header.switchCompany, session.companyName)}
          data-testid="company-switch"
        >
          {switching ? header.switching : session.companyName} ▾
        </Trigger>
      }
      content={(close) => (
        <Menu aria-label={header.switchCompanyTitle}>
          {session.companies.map((company) => {
            const current = company.companyId === session.companyId;
            return (
              <li key={company.companyId}>
                <Choice
                  type="button"
                  aria-current={current || undefined}
                  disabled={current}
                  onClick={() => void choose(company.companyId, close)}
                >
                  {company.companyName}
                </Choice>
              </li>
            );
          })}
        </Menu>
      )}
    />
  );
}
