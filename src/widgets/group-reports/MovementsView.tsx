import { useState } from 'react';
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
}

/** A movement page of either area: its list, or its lists as tabs. */
export function MovementsView({ area, title, lists, tabsLabel, member }: MovementsViewProps) {
  const [active, setActive] = useState(lists[0]!);
  const list = <MovementList key={active} area={area} list={active} member={member} />;
  return (
    <Stack aria-label={title}>
      <PageHeader title={title} />
      {lists.length > 1 ? (
        <Tabs
          aria-label={tabsLabel ?? title}
          items={lists.map((key) => ({ key, label: MOVEMENT_LIST_LABELS[key].title }))}
          active={active}
          onChange={setActive}
        >
          {list}
        </Tabs>
      ) : (
        list
      )}
    </Stack>
  );
}
