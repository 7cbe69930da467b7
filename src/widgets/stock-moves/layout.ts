import styled from 'styled-components';
import { vars } from '../../ui';

/** A form whose fields flow in columns of at least 280px. */
export const FormGrid = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${vars.spaceLg} ${vars.spaceXl};
  align-items: start;
`;

/** The submit row of a FormGrid, across all its columns. */
export const FormActions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  gap: ${vars.spaceSm};
`;

/** A line of state the user must notice (a cancelled document …). */
export const Banner = styled.p`
  margin: 0;
  padding: ${vars.spaceMd} ${vars.spaceLg};
  border-radius: ${vars.radius};
  background: ${vars.colorDangerSoft};
  color: ${vars.colorDanger};
`;
