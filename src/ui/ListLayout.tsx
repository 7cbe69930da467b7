import styled from 'styled-components';
import { vars } from './theme/tokens';

/** The row of page actions between a list's filters and its table (新增, 导出 …), right-aligned. */
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
