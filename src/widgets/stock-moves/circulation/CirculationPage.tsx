import { useState } from 'react';
import { usePermissions } from '../../../core';
import { Button } from '../../../ui';
import { circulationLabels as text } from '../labels';
import { ShipmentList } from '../shipments/ShipmentList';
import { CirculationDialog } from './CirculationDialog';

/** 流转出库: circulation records of C1 stock, 出库 to create one, 导出. */
export function CirculationPage() {
  const { can } = usePermissions();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <ShipmentList
        type="circulation"
        caption={text.caption}
        keywordPlaceholder={text.keywordPlaceholder}
        exportCode="yelopack-stock-circulation-export"
        actions={
          can('yelopack-stock-circulation-out') && (
            <Button variant="primary" onClick={() => setCreating(true)}>
              {text.out}
            </Button>
          )
        }
      />
      {creating && <CirculationDialog onClose={() => setCreating(false)} />}
    </>
  );
}
