import styled from 'styled-components';
import { useLayoutEffect, useRef, useState, type Key, type ReactNode } from 'react';
import { Empty } from './Empty';
import { uiLabels } from './labels';
import { Loading } from './Loading';
import { ariaSortOf, nextSort, type SortState } from './table-sort';
import { focusRing, visuallyHidden } from './theme/mixins';
import { vars } from './theme/tokens';

export interface TableColumn<Row> {
  key: string;
  title: ReactNode;
  /** Cell content; without it the cell shows `row[key]`. */
  render?: (row: Row, index: number) => ReactNode;
  sortable?: boolean;
  width?: number;
  /** Text longer than this (px, default 160: a 12-character company name) ends in … and shows whole in its tooltip. */
  maxWidth?: number;
  align?: 'left' | 'center' | 'right';
}

export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: keyof Row | ((row: Row, index: number) => Key);
  sort?: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
  loading?: boolean;
  emptyText?: ReactNode;
  /** Names the table for screen readers; not shown. */
  caption?: ReactNode;
  /** A sum row (合计) under the rows, by column key; a column it leaves out shows an empty cell. */
  footer?: Readonly<Partial<Record<string, ReactNode>>>;
}

// While the table scrolls under the pinned actions, their edge and shadow say more lies beneath. (Comments
// stay out of the CSS: inside the template they would ship in every bundle.)
const Scroller = styled.div`
  ${focusRing}
  position: relative;
  overflow-x: auto;
  background: ${vars.colorBg};
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radius};

  &[data-scrolls] th[data-pinned],
  &[data-scrolls] td[data-pinned] {
    box-shadow:
      inset 1px 0 0 ${vars.colorBorder},
      -6px 0 6px -6px rgba(0, 0, 0, 0.2);
  }
`;

/**
 * A table wider than its frame scrolls sideways; the frame then takes the keyboard focus, so the arrow
 * keys can scroll it (WCAG 2.1.1, axe's scrollable-region-focusable). A table that fits adds no tab stop.
 */
function useSidewaysScroll() {
  const frame = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = frame.current;
    // Without ResizeObserver (jsdom, very old browsers) the table stays as it was: no tab stop.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setScrolls(element.scrollWidth > element.clientWidth));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref: frame, tabIndex: scrolls ? 0 : undefined, 'data-scrolls': scrolls ? '' : undefined };
}

// A row's actions ([data-pinned]) stay at the frame's right edge while the table scrolls sideways.
const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.fontSizeMd};
  color: ${vars.colorText};

  caption {
    ${visuallyHidden}
  }
  th,
  td {
    padding: ${vars.spaceMd} ${vars.spaceLg};
    border-bottom: 1px solid ${vars.colorBorder};
    text-align: left;
    white-space: nowrap;
  }
  th {
    background: ${vars.colorBgMuted};
    font-weight: 600;
  }
  tbody tr:last-child td {
    border-bottom: none;
  }
  tfoot td {
    border-top: 1px solid ${vars.colorBorder};
    border-bottom: none;
    background: ${vars.colorBgMuted};
    font-weight: 600;
  }
  th[data-pinned],
  td[data-pinned] {
    position: sticky;
    right: 0;
  }
  td[data-pinned] {
    background: ${vars.colorBg};
  }
  tbody tr[data-row]:hover td {
    background: ${vars.colorPrimarySoft};
  }
`;

/** The column kept in view at the right edge: the row actions (操作), when they are the last column. */
const PINNED_KEY = 'actions';

function pinnedKey<Row>(columns: readonly TableColumn<Row>[]): string | null {
  return columns.at(-1)?.key === PINNED_KEY ? PINNED_KEY : null;
}

/** Over rows that are being refreshed: they stay readable, the badge says new ones are coming. */
const BusyBadge = styled.div`
  position: absolute;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  background: ${vars.colorBg};
  border-radius: ${vars.radius};
  box-shadow: ${vars.shadowPopup};
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.spaceXs};
  padding: 0;
  border: none;
  background: none;
  font: inherit;
  color: inherit;
  cursor: pointer;
  border-radius: ${vars.radius};
  ${focusRing}
`;

function SortIndicator({ state }: { state: 'ascending' | 'descending' | 'none' }) {
  const up = state === 'ascending' ? vars.colorPrimaryText : vars.colorTextDisabled;
  const down = state === 'descending' ? vars.colorPrimaryText : vars.colorTextDisabled;
  return (
    <svg width="8" height="12" viewBox="0 0 8 12" aria-hidden="true" focusable="false">
      <path d="M4 0l4 5H0z" fill={up} />
      <path d="M4 12L0 7h8z" fill={down} />
    </svg>
  );
}

/** The sort state's name, read when the header renders (the language in force). */
const sortLabel = (state: 'ascending' | 'descending' | 'none'): string =>
  ({
    ascending: uiLabels.table.sortAscending,
    descending: uiLabels.table.sortDescending,
    none: uiLabels.table.sortNone,
  })[state];

/** A text cell on one line: cut with … past its column's width, the whole text in its tooltip. */
const CellText = styled.span<{ $maxWidth: number }>`
  display: inline-block;
  max-width: ${(p) => p.$maxWidth}px;
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: bottom;
`;

const DEFAULT_MAX_WIDTH = 160;

function keyOf<Row>(rowKey: TableProps<Row>['rowKey'], row: Row, index: number): Key {
  return typeof rowKey === 'function' ? rowKey(row, index) : (row[rowKey] as Key);
}

/**
 * What a cell shows: `—` when it holds nothing (null, undefined, ''), text on one line truncated with a
 * tooltip, anything else (buttons, tags) as rendered.
 */
function cellOf<Row>(column: TableColumn<Row>, row: Row, index: number): ReactNode {
  const content = column.render ? column.render(row, index) : (row as Record<string, ReactNode>)[column.key];
  if (content === null || content === undefined || content === '') return uiLabels.table.emptyCell;
  if (typeof content !== 'string' && typeof content !== 'number') return content;
  const text = String(content);
  return (
    <CellText $maxWidth={column.maxWidth ?? DEFAULT_MAX_WIDTH} title={text}>
      {text}
    </CellText>
  );
}

/**
 * A data table whose sorting is controlled by the caller (sorting happens on the server for paged
 * lists). Loading and empty states are rows of the body, so the header stays in place; while rows
 * already shown are refreshed, a loading badge floats over them.
 */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  sort = null,
  onSortChange,
  loading = false,
  emptyText,
  caption,
  footer,
}: TableProps<Row>) {
  const stateRow = (content: ReactNode) => (
    <tr>
      <td colSpan={columns.length}>{content}</td>
    </tr>
  );
  const scroll = useSidewaysScroll();
  const pinned = pinnedKey(columns);
  const pinnedAttribute = (column: TableColumn<Row>) => (column.key === pinned ? '' : undefined);
  return (
    <Scroller {...scroll}>
      <StyledTable>
        {caption != null && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => {
              const ariaSort = column.sortable ? ariaSortOf(sort, column.key) : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  data-pinned={pinnedAttribute(column)}
                  aria-sort={ariaSort}
                  style={{ width: column.width, textAlign: column.align }}
                >
                  {column.sortable && ariaSort ? (
                    <SortButton
                      type="button"
                      title={sortLabel(ariaSort)}
                      onClick={() => onSortChange?.(nextSort(sort, column.key))}
                    >
                      {column.title}
                      <SortIndicator state={ariaSort} />
                    </SortButton>
                  ) : (
                    column.title
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody aria-busy={loading || undefined}>
          {rows.length === 0
            ? stateRow(loading ? <Loading /> : <Empty text={emptyText} />)
            : rows.map((row, index) => (
                <tr key={keyOf(rowKey, row, index)} data-row="">
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      data-pinned={pinnedAttribute(column)}
                      style={{ textAlign: column.align }}
                    >
                      {cellOf(column, row, index)}
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
        {footer && rows.length > 0 && (
          <tfoot>
            <tr>
              {columns.map((column) => (
                <td key={column.key} style={{ textAlign: column.align }}>
                  {footer[column.key]}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </StyledTable>
      {loading && rows.length > 0 && (
        <BusyBadge>
          <Loading />
        </BusyBadge>
      )}
    </Scroller>
  );
}
