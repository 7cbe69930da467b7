import styled from 'styled-components';
import { Button } from './Button';
import { vars } from './theme/tokens';

/** The row of page actions between a list's filters and its table (新增, 导出 …), right-aligned. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.spaceSm};
  margin: ${vars.spaceMd} 0;
`;

/** The buttons of a table row's 操作 cell, on one line like every cell. */
export const RowActions = styled.div`
  display: flex;
  gap: ${vars.spaceXs};
`;

export interface RowActionButtonProps {
  label: string;
  /** What the row is (its document number, name …): the button is announced as "label subject". */
  subject: string;
  onClick: () => void;
  /** The row's action is running. */
  loading?: boolean;
  disabled?: boolean;
}

/** One text button of a table row's 操作 cell, named after its row for screen readers. */
export function RowActionButton({ label, subject, onClick, loading, disabled }: RowActionButtonProps) {
  return (
    <Button
      size="small"
      variant="text"
      loading={loading}
      disabled={disabled}
      aria-label={`${label} ${subject}`}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}
