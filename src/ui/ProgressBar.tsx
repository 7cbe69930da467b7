import styled from 'styled-components';
import { vars } from './theme/tokens';

const Bar = styled.div`
  height: 8px;
  margin: ${vars.spaceSm} 0;
  border-radius: 4px;
  background: ${vars.colorBorder};
  overflow: hidden;
`;

const Fill = styled.div<{ $percent: number }>`
  width: ${(p) => p.$percent}%;
  height: 100%;
  background: ${vars.colorPrimary};
  transition: width 0.3s ease;
`;

export interface ProgressBarProps {
  /** 0–100 (clamped). */
  percent: number;
  'aria-label': string;
  /** What a screen reader says instead of the bare percentage, e.g. 已处理 300 / 997 行. */
  valueText?: string;
}

/** 进度条: role="progressbar" with its value for assistive technology. */
export function ProgressBar({ percent, 'aria-label': label, valueText }: ProgressBarProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <Bar
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
    >
      <Fill $percent={value} />
    </Bar>
  );
}
