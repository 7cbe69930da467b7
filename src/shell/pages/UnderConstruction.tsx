import styled from 'styled-components';
import { Link } from 'react-router';
import { landingOf, useSession } from '../../core';
import { vars } from '../../ui';
import { shellLabels } from '../labels';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.spaceMd};
  padding: 80px ${vars.spaceXl};
  background: ${vars.colorBg};
  border-radius: ${vars.radiusLarge};
  text-align: center;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${vars.fontSizeXl};
  font-weight: 600;
`;

const Badge = styled.span`
  padding: 2px ${vars.spaceSm};
  border-radius: ${vars.radius};
  background: ${vars.colorPrimarySoft};
  color: ${vars.colorPrimaryText};
  font-size: ${vars.fontSizeSm};
`;

const Message = styled.p`
  margin: 0;
  color: ${vars.colorTextSecondary};
`;

const BackLink = styled(Link)`
  color: ${vars.colorPrimaryText};
`;

/** The honest page of a route whose feature comes in a later issue: no invented data. */
export function UnderConstruction({ label }: { label: string }) {
  const session = useSession();
  const { underConstruction } = shellLabels;
  return (
    <Panel data-testid="under-construction" aria-labelledby="under-construction-title">
      <Title id="under-construction-title">{label}</Title>
      <Badge>{underConstruction.title}</Badge>
      <Message>{underConstruction.message}</Message>
      <BackLink to={landingOf(session)}>{underConstruction.backToLanding}</BackLink>
    </Panel>
  );
}
