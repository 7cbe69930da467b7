import styled from 'styled-components';
import { vars } from '../../ui';

/** A step's explanation under its title. */
export const Hint = styled.p`
  margin: 0 0 ${vars.spaceMd};
  color: ${vars.colorTextSecondary};
  font-size: ${vars.fontSizeSm};
`;

/** A step's buttons in a row. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.spaceSm};
`;
