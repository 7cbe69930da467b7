import styled from 'styled-components';
import { vars } from '../../ui';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${vars.spaceMd};
  margin: 0;
`;

const Item = styled.div`
  padding: ${vars.spaceMd} ${vars.spaceLg};
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radius};
  background: ${vars.colorBg};
  dt {
    color: ${vars.colorTextSecondary};
    font-size: ${vars.fontSizeSm};
  }
  dd {
    margin: ${vars.spaceXs} 0 0;
    font-size: ${vars.fontSizeXl};
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    color: ${vars.colorText};
  }
  dd + dd {
    font-size: ${vars.fontSizeSm};
    font-weight: 400;
    color: ${vars.colorTextSecondary};
  }
`;

export interface Tile {
  label: string;
  /** The figure with its unit. */
  value: string;
  /** A line under it. */
  detail?: string;
}

/** Headline figures as a definition list (each figure named by its label for screen readers). */
export function FigureTiles({ tiles, label }: { tiles: readonly Tile[]; label: string }) {
  return (
    <List aria-label={label}>
      {tiles.map((tile) => (
        <Item key={tile.label} data-tile={tile.label}>
          <dt>{tile.label}</dt>
          <dd>{tile.value}</dd>
          {tile.detail && <dd>{tile.detail}</dd>}
        </Item>
      ))}
    </List>
  );
}
