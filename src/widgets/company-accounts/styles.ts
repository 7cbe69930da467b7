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
