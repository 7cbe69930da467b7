import styled from 'styled-components';
import type { ReactNode } from 'react';
import { vars } from '../../../ui';
import { authLabels } from './labels';
import { VisitorLink } from './visitor-navigation';

const Page = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${vars.spaceXl};
  background: linear-gradient(135deg, ${vars.colorPrimarySoft} 0%, ${vars.colorBgMuted} 60%);
`;

const Card = styled.main`
  width: 420px;
  padding: 32px 40px;
  border-radius: ${vars.radiusLarge};
  background: ${vars.colorBg};
  box-shadow: ${vars.shadowPopup};
`;

const Brand = styled.p`
  margin: 0 0 ${vars.spaceXs};
  color: ${vars.colorPrimaryText};
  font-size: ${vars.fontSizeLg};
  font-weight: 600;
`;

const Title = styled.h1`
  margin: 0 0 ${vars.spaceXl};
  font-size: ${vars.fontSizeXl};
  font-weight: 600;
`;

const Footer = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.spaceLg};
  margin-top: ${vars.spaceXl};
  font-size: ${vars.fontSizeSm};
  a {
    color: ${vars.colorPrimaryText};
  }
`;

export interface AuthLink {
  to: string;
  label: string;
}

/** The frame of the visitor pages: brand, page title, the page, and links to the other visitor pages. */
export function AuthLayout({
  title,
  links,
  children,
}: {
  title: string;
  links: readonly AuthLink[];
  children: ReactNode;
}) {
  return (
    <Page>
      <Card aria-labelledby="auth-title">
        <Brand>{authLabels.platformName}</Brand>
        <Title id="auth-title">{title}</Title>
        {children}
        {links.length > 0 && (
          <Footer aria-label={title}>
            {links.map((link) => (
              <VisitorLink key={link.to} to={link.to}>
                {link.label}
              </VisitorLink>
            ))}
          </Footer>
        )}
      </Card>
    </Page>
  );
}

/** The vertical stack of fields, the form error and the submit button of an auth form. */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.spaceLg};
`;

export const FormError = styled.p`
  margin: 0;
  padding: ${vars.spaceSm} ${vars.spaceMd};
  border-radius: ${vars.radius};
  background: ${vars.colorDangerSoft};
  color: ${vars.colorDanger};
  font-size: ${vars.fontSizeSm};
`;

/** A control with a button beside it (SMS code, picture code). */
export const InlineRow = styled.div`
  display: flex;
  gap: ${vars.spaceSm};
  align-items: center;
  > :first-child {
    flex: 1;
  }
`;
