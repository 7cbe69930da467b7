import styled from 'styled-components';
import { vars } from '../../../ui';
import { authLabels } from './labels';
import { AuthLayout } from './AuthLayout';

const Section = styled.section`
  margin-bottom: ${vars.spaceLg};
  font-size: ${vars.fontSizeMd};
  color: ${vars.colorText};
  h2 {
    margin: 0 0 ${vars.spaceSm};
    font-size: ${vars.fontSizeLg};
  }
  p,
  ul {
    margin: 0;
  }
  li + li {
    margin-top: ${vars.spaceXs};
  }
`;

/** Cookie 声明: what the portal keeps in the browser and why (no tracking of any kind). */
export function CookieDeclarationPage() {
  const { cookies, auth } = authLabels;
  return (
    <AuthLayout title={cookies.title} links={[{ to: '/login', label: auth.toLogin }]}>
      <Section>
        <p>{cookies.intro}</p>
      </Section>
      <Section aria-labelledby="cookies-stored">
        <h2 id="cookies-stored">{cookies.storedTitle}</h2>
        <ul>
          {cookies.stored.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>
      <Section aria-labelledby="cookies-not-stored">
        <h2 id="cookies-not-stored">{cookies.notStoredTitle}</h2>
        <ul>
          {cookies.notStored.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>
      <Section aria-labelledby="cookies-clear">
        <h2 id="cookies-clear">{cookies.clearTitle}</h2>
        <p>{cookies.clear}</p>
      </Section>
    </AuthLayout>
  );
}
