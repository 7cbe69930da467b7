import styled from 'styled-components';
import { vars } from '../../ui';

/** A section's heading inside a card (smaller than the card's title). */
export const SectionTitle = styled.h2`
  margin: ${vars.spaceLg} 0 ${vars.spaceSm};
  font-size: ${vars.fontSizeMd};
  font-weight: 600;
`;
