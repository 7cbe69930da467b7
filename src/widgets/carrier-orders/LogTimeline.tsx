import styled from 'styled-components';
import { CARRIER_ORDER_STATUS_LABELS, type CarrierOrderLog } from '../../contract/freight';
import { formatDateTime } from '../../core';
import { vars } from '../../ui';
import { detailLabels as text, LOG_ACTION_LABELS } from './labels';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Entry = styled.li`
  position: relative;
  padding: 0 0 ${vars.spaceLg} ${vars.spaceXl};
  border-left: 2px solid ${vars.colorBorder};
  margin-left: 6px;
  &::before {
    content: '';
    position: absolute;
    left: -7px;
    top: 4px;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${vars.colorPrimary};
  }
  &:last-child {
    border-left-color: transparent;
  }
`;
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.spaceSm} ${vars.spaceLg};
  strong {
    font-weight: 600;
  }
`;
const Meta = styled.div`
  color: ${vars.colorTextSecondary};
  font-size: ${vars.fontSizeSm};
`;

/** 操作记录: every transition, newest first: what, from → to, who of which company, when, the remark. */
export function LogTimeline({ logs }: { logs: readonly CarrierOrderLog[] }) {
  if (!logs.length) return <p>{text.noLogs}</p>;
  const newestFirst = [...logs].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <List aria-label={text.logs}>
      {newestFirst.map((log) => (
        <Entry key={log.id}>
          <Head>
            <strong>{LOG_ACTION_LABELS[log.action]}</strong>
            <span>
              {log.from ? `${CARRIER_ORDER_STATUS_LABELS[log.from]} → ` : ''}
              {CARRIER_ORDER_STATUS_LABELS[log.to]}
            </span>
          </Head>
          <Meta>
            <time dateTime={log.createdAt}>{formatDateTime(log.createdAt)}</time>{' '}
            {text.logLine(log.actorName, log.actorCompanyName)}
          </Meta>
          {log.remark && <div>{log.remark}</div>}
        </Entry>
      ))}
    </List>
  );
}
