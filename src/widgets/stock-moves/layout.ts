import styled from 'styled-components';
import { vars } from '../../ui';

/** The row of page actions between the filters and the table (新增, 导出 …), right-aligned. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.spaceSm};
  margin: ${vars.spaceMd} 0;
`;

/** The buttons of a table row's 操作 cell. */
export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.spaceXs};
`;

/** Sections of a page stacked with a gap. */
export const Stack = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.spaceLg};
`;

/** A line of state the user must notice (a cancelled document …). */
export const Banner = styled.p`
  margin: 0;
  padding: ${vars.spaceMd} ${vars.spaceLg};
  border-radius: ${vars.radius};
  background: ${vars.colorDangerSoft};
  color: ${vars.colorDanger};
`;
