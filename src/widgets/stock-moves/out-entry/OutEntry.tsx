import { usePermissions } from '../../../core';
import { Stack, TitledCard } from '../../../ui';
import { outEntryLabels as text } from '../labels';
import { OutboundForm } from './OutboundForm';
import { RecentWaybills } from './RecentWaybills';

/** 出库: the sale outbound form (with the sale-outbound permission) above my recent waybills. */
export function OutEntry() {
  const { can } = usePermissions();
  return (
    <Stack aria-label={text.title}>
      {can('yelopack-stock-own-saleOut') && (
        <TitledCard title={text.formTitle}>
          <OutboundForm />
        </TitledCard>
      )}
      <TitledCard title={text.recent}>
        <RecentWaybills />
      </TitledCard>
    </Stack>
  );
}
