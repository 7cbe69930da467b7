import { Field, Select } from '../../../ui';
import { outEntryLabels as text } from '../labels';
import { useClientWarehouseOptions, useDownstreamClientOptions } from '../../use-lookups';

interface ClientFieldsProps {
  toCompanyId: string;
  toWarehouseId: string;
  errors: { toCompanyId?: string; toWarehouseId?: string };
  /** A new client clears the warehouse: it was one of the previous client's. */
  onChange: (change: { toCompanyId: string; toWarehouseId: string }) => void;
}

/** The receiving side of a shipment: a downstream client and one of its receiving warehouses. */
export function ClientFields({ toCompanyId, toWarehouseId, errors, onChange }: ClientFieldsProps) {
  const clients = useDownstreamClientOptions();
  const warehouses = useClientWarehouseOptions(toCompanyId);
  return (
    <>
      <Field label={text.client} required error={errors.toCompanyId}>
        <Select
          options={clients}
          value={toCompanyId}
          onChange={(companyId) => onChange({ toCompanyId: companyId, toWarehouseId: '' })}
        />
      </Field>
      <Field label={text.clientWarehouse} required error={errors.toWarehouseId}>
        <Select
          options={warehouses}
          value={toWarehouseId}
          placeholder={toCompanyId ? undefined : text.chooseClientFirst}
          disabled={!toCompanyId}
          onChange={(warehouseId) => onChange({ toCompanyId, toWarehouseId: warehouseId })}
        />
      </Field>
    </>
  );
}
