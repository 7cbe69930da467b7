import { useState } from 'react';
import { usePermissions } from '../../../core';
import { Stack, TitledCard } from '../../../ui';
import { outEntryLabels as text } from '../labels';
import { OutboundForm } from './OutboundForm';
import { RecentWaybills } from './RecentWaybills';

/** 出库: the sale outbound form (with the sale-outbound permission) above my recent waybills. */
export function OutEntry() {
  const { can } = usePermissions();
  const [created, setCreated] = useState(0);
  return (
    <Stack aria-label={text.title}>
      {can('yelopack-stock-own-saleOut') && (
        <TitledCard title={text.formTitle}>
          <OutboundForm onCreated={() => setCreated((count) => count + 1)} />
        </TitledCard>
      )}
      <TitledCard title={text.recent}>
        <RecentWaybills refreshKey={created} />
      </TitledCard>
    </Stack>
  );
}
