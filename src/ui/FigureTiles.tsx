import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from './Layout';
import { vars } from './theme/tokens';

/** A row of figure tiles (an overview's or a board's headline numbers), wrapping on narrow pages. */
export const FigureTiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${vars.spaceLg};
`;

/** One figure: its name in an h3, the headline in a strong, lines under it in p. */
export const FigureTile = styled(Card)`
  display: grid;
  gap: ${vars.spaceSm};
  align-content: start;
  h3 {
    margin: 0;
    font-size: ${vars.fontSizeMd};
    font-weight: 400;
    color: ${vars.colorTextSecondary};
  }
  strong {
    font-size: ${vars.fontSizeXl};
    font-variant-numeric: tabular-nums;
  }
  p {
    margin: 0;
    color: ${vars.colorTextSecondary};
  }
`;

export interface HeadlineTileProps {
  /** What the figure counts; also the tile's name. */
  title: string;
  headline: ReactNode;
  /** The line under the headline. */
  detail?: ReactNode;
  /** Under it all, e.g. the button that opens the list behind the figure. */
  children?: ReactNode;
}

/** A FigureTile of one figure: its title, its headline and the line under it. */
export function HeadlineTile({ title, headline, detail, children }: HeadlineTileProps) {
  return (
    <FigureTile aria-label={title}>
      <h3>{title}</h3>
      <strong>{headline}</strong>
      {detail != null && <p>{detail}</p>}
      {children}
    </FigureTile>
  );
}
