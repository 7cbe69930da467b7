import type { FormHTMLAttributes, HTMLAttributes, ReactNode } from 'react';
import { KitStyle, focusRingOf, vars } from '../../../ui';
import { platformLabels } from '../../platform-labels';
import { VisitorLink } from './visitor-navigation';

/** The visitor pages' styles, plain CSS (the login page's first load carries no CSS-in-JS runtime). */
const authCss = `
.yp-auth-page {
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${vars.spaceXl};
  background: linear-gradient(135deg, ${vars.colorPrimarySoft} 0%, ${vars.colorBgMuted} 60%);
}
.yp-auth-card {
  width: 420px;
  padding: 32px 40px;
  border-radius: ${vars.radiusLarge};
  background: ${vars.colorBg};
  box-shadow: ${vars.shadowPopup};
}
.yp-auth-brand {
  margin: 0 0 ${vars.spaceXs};
  color: ${vars.colorPrimaryText};
  font-size: ${vars.fontSizeLg};
  font-weight: 600;
}
.yp-auth-title {
  margin: 0 0 ${vars.spaceXl};
  font-size: ${vars.fontSizeXl};
  font-weight: 600;
}
.yp-auth-links {
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.spaceLg};
  margin-top: ${vars.spaceXl};
  font-size: ${vars.fontSizeSm};
}
.yp-auth-links a {
  color: ${vars.colorPrimaryText};
}
.yp-auth-form {
  display: flex;
  flex-direction: column;
  gap: ${vars.spaceLg};
}
.yp-auth-error {
  margin: 0;
  padding: ${vars.spaceSm} ${vars.spaceMd};
  border-radius: ${vars.radius};
  background: ${vars.colorDangerSoft};
  color: ${vars.colorDanger};
  font-size: ${vars.fontSizeSm};
}
.yp-auth-inline {
  display: flex;
  gap: ${vars.spaceSm};
  align-items: center;
}
.yp-auth-inline > :first-child {
  flex: 1;
}
.yp-auth-picture {
  flex: 0 0 auto;
  height: 32px;
  padding: 0;
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radius};
  background: ${vars.colorBg};
  cursor: pointer;
}
${focusRingOf('.yp-auth-picture')}
.yp-auth-picture img {
  display: block;
  width: 100px;
  height: 30px;
}
`;

const AuthStyle = () => <KitStyle name="auth" css={authCss} />;

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
    <div className="yp-auth-page">
      <AuthStyle />
      <main className="yp-auth-card" aria-labelledby="auth-title">
        <p className="yp-auth-brand">{platformLabels.name}</p>
        <h1 className="yp-auth-title" id="auth-title">
          {title}
        </h1>
        {children}
        {links.length > 0 && (
          <nav className="yp-auth-links" aria-label={title}>
            {links.map((link) => (
              <VisitorLink key={link.to} to={link.to}>
                {link.label}
              </VisitorLink>
            ))}
          </nav>
        )}
      </main>
    </div>
  );
}

/** The vertical stack of fields, the form error and the submit button of an auth form. */
export function FormStack(props: FormHTMLAttributes<HTMLFormElement>) {
  return (
    <>
      <AuthStyle />
      <form className="yp-auth-form" {...props} />
    </>
  );
}

export function FormError(props: HTMLAttributes<HTMLParagraphElement>) {
  return (
    <>
      <AuthStyle />
      <p className="yp-auth-error" {...props} />
    </>
  );
}

/** A control with a button beside it (SMS code, picture code). */
export function InlineRow({ children }: { children: ReactNode }) {
  return (
    <>
      <AuthStyle />
      <div className="yp-auth-inline">{children}</div>
    </>
  );
}
