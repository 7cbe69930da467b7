import { useState } from 'react';
import { usePermissions } from '../../../core';
import { Card, PageHeader } from '../../../ui';
import { outEntryLabels as text } from '../labels';
import { Stack } from '../layout';
import { ShipmentList } from '../shipments/ShipmentList';
import { OutboundForm } from './OutboundForm';

/** 出库: the sale outbound form (with the sale-outbound permission) above my recent shipments. */
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
        <ShipmentList
          type="saleOutbound"
          caption={text.caption}
          keywordPlaceholder={text.to}
          refreshKey={created}
        />
      </Card>
    </Stack>
  );
}
