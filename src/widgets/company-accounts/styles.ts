import styled from 'styled-components';
import { vars } from '../../ui';

/** A small tag after a name: 管理员, 本人. */
export const Badge = styled.span`
  display: inline-block;
  margin-left: ${vars.spaceSm};
  padding: 0 6px;
  border-radius: ${vars.radius};
  background: ${vars.colorPrimarySoft};
  color: ${vars.colorPrimaryText};
  font-size: ${vars.fontSizeSm};
  line-height: 20px;
`;

/** A section's heading inside a card (smaller than the card's title). */
export const SectionTitle = styled.h2`
  margin: ${vars.spaceLg} 0 ${vars.spaceSm};
  font-size: ${vars.fontSizeMd};
  font-weight: 600;
`;
