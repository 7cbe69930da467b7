/** The few layout pieces the area's dialogs and detail share. */
import styled from 'styled-components';
import { vars } from '../../ui';

/** A line of guidance under a title or in a dialog. */
export const Hint = styled.p`
  margin: ${vars.spaceSm} 0 ${vars.spaceMd};
  color: ${vars.colorTextSecondary};
`;

/** A refusal kept in view beside its toast. */
export const Problem = styled.p`
  margin: 0;
  color: ${vars.colorDanger};
`;

/** Buttons or fields side by side, wrapping on a narrow page. */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.spaceMd};
`;

/** A dialog's form: one column of fields. */
export const DialogForm = styled.form`
  display: grid;
  gap: ${vars.spaceLg};
`;
