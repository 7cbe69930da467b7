import { useState } from 'react';
import { usePermissions } from '../../../core';
import { Card, PageHeader } from '../../../ui';
import { outEntryLabels as text } from '../labels';
import { Stack } from '../layout';
import { OutboundForm } from './OutboundForm';
import { RecentWaybills } from './RecentWaybills';

/** 出库: the sale outbound form (with the sale-outbound permission) above my recent waybills. */
export function OutEntry() {
  const { can } = usePermissions();
  const [created, setCreated] = useState(0);
  return (
    <Stack aria-label={text.title}>
      {can('yelopack-stock-own-saleOut') && (
        <Card aria-labelledby="yp-out-entry-form">
          <PageHeader title={<span id="yp-out-entry-form">{text.formTitle}</span>} />
          <OutboundForm onCreated={() => setCreated((count) => count + 1)} />
        </Card>
      )}
      <Card aria-labelledby="yp-out-entry-recent">
        <PageHeader title={<span id="yp-out-entry-recent">{text.recent}</span>} />
        <RecentWaybills refreshKey={created} />
      </Card>
    </Stack>
  );
}
