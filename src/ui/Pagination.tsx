import styled from 'styled-components';
import { useState, type KeyboardEvent } from 'react';
import { uiLabels } from './labels';
import { clampPage, pageAfterSizeChange, pageCount, pageItems, PAGE_SIZE_CHOICES } from './pagination-math';
import { Select } from './Select';
import { controlBox, focusRing } from './theme/mixins';
import { vars } from './theme/tokens';

export interface PaginationProps {
  pageNum: number;
  pageSize: number;
  total: number;
  onChange: (pageNum: number, pageSize: number) => void;
  pageSizeChoices?: readonly number[];
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.spaceSm};
  padding: ${vars.spaceMd} 0;
  font-size: ${vars.fontSizeMd};
  color: ${vars.colorText};
`;

const Pages = styled.ul`
  display: flex;
  gap: ${vars.spaceXs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button`
  min-width: ${vars.controlHeight};
  height: ${vars.controlHeight};
  padding: 0 6px;
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radius};
  background: ${vars.colorBg};
  font: inherit;
  color: ${vars.colorText};
  cursor: pointer;
  ${focusRing}

  &:hover:not(:disabled) {
    border-color: ${vars.colorPrimary};
    color: ${vars.colorPrimaryText};
  }
  &[aria-current='page'] {
    border-color: ${vars.colorPrimary};
    color: ${vars.colorPrimaryText};
    font-weight: 600;
  }
  &:disabled {
    color: ${vars.colorTextDisabled};
    cursor: not-allowed;
  }
`;

const Gap = styled.li`
  min-width: ${vars.controlHeight};
  text-align: center;
  color: ${vars.colorTextSecondary};
`;

const JumpLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${vars.spaceXs};
`;

const JumpInput = styled.input`
  ${controlBox}
  width: 56px;
  padding: 0 ${vars.spaceXs};
  text-align: center;
`;

/**
 * Page navigation of a paged list: 共 N 条, previous/next, page numbers, page size and a jump box.
 * Everything is a native button or input, so Tab and Enter work without extra handling.
 */
export function Pagination({
  pageNum,
  pageSize,
  total,
  onChange,
  pageSizeChoices = PAGE_SIZE_CHOICES,
}: PaginationProps) {
  const labels = uiLabels.pagination;
  const count = pageCount(total, pageSize);
  const current = clampPage(pageNum, total, pageSize);
  const [jump, setJump] = useState('');

  const goTo = (page: number) => {
    const target = clampPage(page, total, pageSize);
    if (target !== current) onChange(target, pageSize);
  };

  const onJumpKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Inside a FilterBar form, Enter must jump, not submit the filters.
    event.preventDefault();
    const page = Number.parseInt(jump, 10);
    if (Number.isFinite(page)) goTo(page);
    setJump('');
  };

  return (
    <Nav aria-label={labels.region}>
      <span>{labels.total(total)}</span>
      <PageButton
        type="button"
        aria-label={labels.previous}
        disabled={current <= 1}
        onClick={() => goTo(current - 1)}
      >
        ‹
      </PageButton>
      <Pages>
        {pageItems(current, count).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                type="button"
                aria-label={labels.page(item)}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => goTo(item)}
              >
                {item}
              </PageButton>
            </li>
          ) : (
            <Gap key={item} aria-hidden="true">
              …
            </Gap>
          ),
        )}
      </Pages>
      <PageButton
        type="button"
        aria-label={labels.next}
        disabled={current >= count}
        onClick={() => goTo(current + 1)}
      >
        ›
      </PageButton>
      <Select
        aria-label={labels.pageSize}
        width={104}
        value={pageSize}
        options={pageSizeChoices.map((size) => ({ value: size, label: labels.pageSizeOption(size) }))}
        onChange={(size) => onChange(pageAfterSizeChange(current, pageSize, size, total), size)}
      />
      <JumpLabel>
        {labels.jumpTo}
        <JumpInput
          type="number"
          inputMode="numeric"
          min={1}
          max={count}
          value={jump}
          onChange={(event) => setJump(event.target.value)}
          onKeyDown={onJumpKey}
        />
        {labels.jumpSuffix}
      </JumpLabel>
    </Nav>
  );
}
