import styled from 'styled-components';
import { useId, type ReactNode } from 'react';
import { vars } from './theme/tokens';

/** A white surface that groups content on the grey page background. */
export const Card = styled.section`
  box-sizing: border-box;
  padding: ${vars.spaceLg} ${vars.spaceXl};
  background: ${vars.colorBg};
  border-radius: ${vars.radiusLarge};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.spaceMd};
  margin-bottom: ${vars.spaceLg};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${vars.fontSizeXl};
  font-weight: 600;
  color: ${vars.colorText};
`;

const Actions = styled.div`
  display: flex;
  gap: ${vars.spaceSm};
`;

/** Sections of a page stacked with a gap. */
export const Stack = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.spaceLg};
`;

/** Page title with the page's main actions on the right. */
export function PageHeader({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  return (
    <Header>
      <Title>{title}</Title>
      {actions != null && <Actions>{actions}</Actions>}
    </Header>
  );
}

/** A Card named by its own heading (a PageHeader), e.g. one section of a document's detail page. */
export function TitledCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <PageHeader title={<span id={titleId}>{title}</span>} />
      {children}
    </Card>
  );
}
