import styled from 'styled-components';
import type { ContractState } from '../../contract/contracts';
import { Badge, vars } from '../../ui';
import { CONTRACT_STATE_LABELS } from './labels';

/** Text and background of each state: waiting stands out, signed is green, expired red, withdrawn muted. */
const TONES: Readonly<Record<ContractState, readonly [string, string]>> = {
  pending: [vars.colorPrimaryText, vars.colorPrimarySoft],
  signed: [vars.colorSuccess, vars.colorBg],
  expired: [vars.colorDanger, vars.colorDangerSoft],
  withdrawn: [vars.colorTextSecondary, vars.colorBgMuted],
};

const Tag = styled(Badge)<{ $state: ContractState }>`
  margin-left: 0;
  color: ${({ $state }) => TONES[$state][0]};
  background: ${({ $state }) => TONES[$state][1]};
  border: 1px solid currentColor;
`;

/** 待签署 / 已签署 / 已过期 / 已撤回 as a tag in the state's tone. */
export function StateBadge({ state }: { state: ContractState }) {
  return <Tag $state={state}>{CONTRACT_STATE_LABELS[state]}</Tag>;
}
