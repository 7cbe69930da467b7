import styled from 'styled-components';
import type { MyShopPoints } from '../../contract/points-shop';
import { vars } from '../../ui';
import { useApiQuery } from '../query';
import { MY_POINTS_CALL } from './api';
import { shopLabels as text } from './labels';

const Box = styled.p`
  margin: 0;
  font-size: ${vars.fontSizeMd};
  color: ${vars.colorTextSecondary};
  strong {
    margin-left: ${vars.spaceSm};
    font-size: ${vars.fontSizeXl};
    color: ${vars.colorPrimaryText};
  }
`;

const NO_BODY = {};
const pointsOf = (answer: MyShopPoints) => answer.points;

/** The caller's individual points (null while loading). */
export function useMyPoints(): number | null {
  return useApiQuery(MY_POINTS_CALL, NO_BODY, { select: pointsOf }).data;
}

/** 我的积分 N. */
export function MyPoints() {
  const points = useMyPoints();
  return (
    <Box aria-live="polite">
      {text.myPoints}
      <strong>{points ?? '—'}</strong>
    </Box>
  );
}
