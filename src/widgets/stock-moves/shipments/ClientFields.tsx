import { useFormContext, useWatch } from 'react-hook-form';
import { FormField, Select } from '../../../ui';
import { outEntryLabels as text } from '../labels';
import { useClientWarehouseOptions, useDownstreamClientOptions } from '../../use-lookups';
import type { ShipmentHead } from '../validation';

/**
 * The receiving side of a shipment: a downstream client and one of its receiving warehouses. Bound to the
 * enclosing form (FormProvider); a new client clears the warehouse, which was one of the previous client's.
 */
export function ClientFields() {
  const { control, setValue } = useFormContext<ShipmentHead>();
  const toCompanyId = useWatch({ control, name: 'toCompanyId' });
  const clients = useDownstreamClientOptions();
  const warehouses = useClientWarehouseOptions(toCompanyId);
  return (
    <>
      <FormField control={control} name="toCompanyId" label={text.client} required>
        {(field) => (
          <Select
            options={clients}
            value={field.value}
            onChange={(companyId) => {
              field.onChange(companyId);
              setValue('toWarehouseId', '');
            }}
          />
        )}
      </FormField>
      <FormField control={control} name="toWarehouseId" label={text.clientWarehouse} required>
        {(field) => (
          <Select
            options={warehouses}
            value={field.value}
            placeholder={toCompanyId ? undefined : text.chooseClientFirst}
            disabled={!toCompanyId}
            onChange={field.onChange}
          />
        )}
      </FormField>
    </>
  );
}
