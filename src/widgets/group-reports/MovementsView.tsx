import { useState, type ReactNode } from 'react';
import type { MovementList as MovementListKind } from '../../contract/reports';
import { PageHeader, Stack, Tabs } from '../../ui';
import type { ReportArea } from './areas';
import { MOVEMENT_LIST_LABELS } from './labels';
import { MovementList } from './MovementList';

export interface MovementsViewProps {
  area: ReportArea;
  title: string;
  /** One list, or several as tabs (出库 and 流转), the first shown first. */
  lists: readonly MovementListKind[];
  /** Names the tab list. */
  tabsLabel?: string;
  member?: string;
  /** Shown above the lists (role 7: what waits for its action). */
  above?: ReactNode;
  /** Tabs after the movement lists (role 7: its documents). */
  documentTabs?: readonly { key: string; label: string; content: ReactNode }[];
}

/** A movement page of either area: its list, or its lists (and documents) as tabs. */
export function MovementsView({
  area,
  title,
  lists,
  tabsLabel,
  member,
  above,
  documentTabs = [],
}: MovementsViewProps) {
  const [active, setActive] = useState<string>(lists[0]!);
  const tabs = [
    ...lists.map((key) => ({
      key: key as string,
      label: MOVEMENT_LIST_LABELS[key].title,
      content: <MovementList key={key} area={area} list={key} member={member} />,
    })),
    ...documentTabs,
  ];
  const shown = tabs.find((tab) => tab.key === active) ?? tabs[0]!;
  return (
    <Stack aria-label={title}>
      <PageHeader title={title} />
      {above}
      {tabs.length > 1 ? (
        <Tabs
          aria-label={tabsLabel ?? title}
          items={tabs.map(({ key, label }) => ({ key, label }))}
          active={shown.key}
          onChange={setActive}
        >
          {shown.content}
        </Tabs>
      ) : (
        shown.content
      )}
    </Stack>
  );
}
