import styled from 'styled-components';
import type { ReactNode } from 'react';
import type { MessageCollectData, MessageType } from '../../contract/messages';
import { Tabs, VisuallyHidden, vars, type TabItem } from '../../ui';
import { messageLabels, TYPE_LABELS } from './labels';

type TabKey = 'all' | MessageType;

const Badge = styled.span`
  display: inline-block;
  min-width: 18px;
  margin-left: ${vars.spaceXs};
  padding: 0 ${vars.spaceXs};
  border-radius: 9px;
  background: ${vars.colorDanger};
  color: ${vars.colorTextInverse};
  font-size: ${vars.fontSizeSm};
  line-height: 18px;
  text-align: center;
`;

function label(text: string, unread: number): ReactNode {
  if (unread <= 0) return text;
  return (
    <>
      {text}
      <Badge data-testid="unread-badge">
        {unread}
        <VisuallyHidden>{messageLabels.unreadBadge(unread)}</VisuallyHidden>
      </Badge>
    </>
  );
}

interface TypeTabsProps {
  /** null: 全部 */
  active: MessageType | null;
  counts: MessageCollectData | null;
  onChange: (type: MessageType | null) => void;
  children: ReactNode;
}

/** 全部 and one tab per message type, each with its unread count; the active tab filters the list. */
export function TypeTabs({ active, counts, onChange, children }: TypeTabsProps) {
  const unreadOf = (type: MessageType) => counts?.byType.find((entry) => entry.type === type)?.unread ?? 0;
  const items: TabItem<TabKey>[] = [
    { key: 'all', label: label(messageLabels.all, counts?.unread ?? 0) },
    ...(Object.keys(TYPE_LABELS) as MessageType[]).map((type) => ({
      key: type,
      label: label(TYPE_LABELS[type], unreadOf(type)),
    })),
  ];
  return (
    <Tabs
      items={items}
      active={active ?? 'all'}
      onChange={(key) => onChange(key === 'all' ? null : key)}
      aria-label={messageLabels.typeTabs}
    >
      {children}
    </Tabs>
  );
}
