import { Empty } from '../../ui';
import { warehouseLabels } from './labels';
import { WarehouseFormPage } from './WarehouseForm';
import { WarehouseList } from './WarehouseList';

export interface WarehousesWidgetProps {
  /** list (default) | new | edit */
  view?: string;
  /** view="edit": the warehouse */
  warehouseId?: string;
}

/** <yp-warehouses view="list|new|edit">: 仓库列表, 新增仓库, 编辑仓库. */
export function WarehousesWidget({ view, warehouseId }: WarehousesWidgetProps) {
  if (view === 'new') return <WarehouseFormPage />;
  if (view === 'edit') {
    return warehouseId ? (
      <WarehouseFormPage key={warehouseId} id={warehouseId} />
    ) : (
      <Empty text={warehouseLabels.notFound} />
    );
  }
  return <WarehouseList />;
}
