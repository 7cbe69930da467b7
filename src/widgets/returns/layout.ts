import styled from 'styled-components';
import { vars } from '../../ui';

/** A form's fields, one under the other. */
export const FormFields = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.spaceMd};
`;

/** A line the user must notice before submitting (pallets already reserved …). */
export const Warning = styled.p`
  margin: 0;
  padding: ${vars.spaceMd} ${vars.spaceLg};
  border-radius: ${vars.radius};
  background: ${vars.colorBgMuted};
  border-left: 3px solid ${vars.colorWarning};
  color: ${vars.colorText};
`;
