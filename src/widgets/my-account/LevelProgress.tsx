import styled from 'styled-components';
import { MEMBER_LEVELS, type CompanyLevel } from '../../contract/my-account';
import { ProgressBar, vars, punctuationLabels } from '../../ui';
import { myAccountLabels } from './labels';

const text = myAccountLabels.company;

const Note = styled.p`
  margin: 0;
  color: ${vars.colorTextSecondary};
  font-size: ${vars.fontSizeSm};
`;

/** The level's progress from its threshold to the next level's, and what the level brings. */
export function LevelProgress({ level }: { level: CompanyLevel }) {
  const current = MEMBER_LEVELS.find((candidate) => candidate.level === level.level) ?? MEMBER_LEVELS[0]!;
  const next = MEMBER_LEVELS.find((candidate) => candidate.level === level.nextLevel);
  const percent = next
    ? Math.min(
        100,
        Math.round(((level.points - current.minPoints) / (next.minPoints - current.minPoints)) * 100),
      )
    : 100;
  return (
    <div>
      <strong>{level.levelName}</strong> <Note as="span">{text.levelPoints(level.points)}</Note>
      <ProgressBar percent={percent} aria-label={text.level} />
      <Note>
        {level.nextLevelName && level.pointsToNext !== null
          ? text.toNext(level.nextLevelName, level.pointsToNext)
          : text.topLevel}
      </Note>
      <Note>{text.benefits(current.benefits.join(punctuationLabels.listSeparator))}</Note>
    </div>
  );
}
