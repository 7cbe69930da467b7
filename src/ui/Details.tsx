import styled from 'styled-components';
import type { ReactNode } from 'react';
import { vars } from './theme/tokens';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${vars.spaceMd} ${vars.spaceXl};
  margin: 0;
`;

const Item = styled.div`
  display: flex;
  gap: ${vars.spaceSm};
  min-width: 0;
`;

// The language's colon: full-width in Chinese; in English the item's gap is the space after it.
const Term = styled.dt`
  flex: none;
  color: ${vars.colorTextSecondary};
  &::after {
    content: '：';
  }
  &:lang(en)::after {
    content: ':';
  }
`;

const Value = styled.dd`
  margin: 0;
  overflow-wrap: anywhere;
`;

/** A document's fields as label: value pairs; empty values show a dash. */
export function Details({ items }: { items: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <List>
      {items.map(([label, value]) => (
        <Item key={label}>
          <Term>{label}</Term>
          <Value>{value === '' || value === null || value === undefined ? '—' : value}</Value>
        </Item>
      ))}
    </List>
  );
}
