import styled from 'styled-components';
import type { FormEvent, ReactNode } from 'react';
import { Button } from './Button';
import { uiLabels } from './labels';
import { vars } from './theme/tokens';

export interface FilterBarProps {
  /** Filter fields, usually `<Field layout="horizontal">` elements. */
  children: ReactNode;
  onSearch: () => void;
  onReset: () => void;
  /** Disables 查询 while a search is running. */
  searching?: boolean;
  /** Extra buttons after 查询/重置, such as 导出. */
  actions?: ReactNode;
}

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${vars.spaceLg} ${vars.spaceXl};
  padding: ${vars.spaceLg};
  background: ${vars.colorBg};
  border-radius: ${vars.radius};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.spaceSm};
  grid-column: -2 / -1;
  justify-content: flex-end;
`;

/**
 * A search form: Enter in any text field submits (native form behaviour), 查询 calls onSearch and
 * 重置 calls onReset. The caller owns the filter values.
 */
export function FilterBar({ children, onSearch, onReset, searching = false, actions }: FilterBarProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <Form role="search" aria-label={uiLabels.filterBar.region} onSubmit={submit} noValidate>
      {children}
      <Buttons>
        <Button type="submit" variant="primary" loading={searching}>
          {uiLabels.common.search}
        </Button>
        <Button type="button" onClick={onReset}>
          {uiLabels.common.reset}
        </Button>
        {actions}
      </Buttons>
    </Form>
  );
}
