import styled from 'styled-components';
import { vars } from '../../ui';

/** The administrator dialogs' form: fields stacked. */
export const DialogForm = styled.form`
  display: grid;
  gap: ${vars.spaceLg};
`;

/** What a dialog's action will do, above its fields. */
export const Hint = styled.p`
  margin: 0;
  color: ${vars.colorTextSecondary};
  font-size: ${vars.fontSizeSm};
`;
