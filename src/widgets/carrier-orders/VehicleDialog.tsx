import styled from 'styled-components';
import { useForm } from 'react-hook-form';
import type { CarrierOrder } from '../../contract/freight';
import { Button, Dialog, FormField, rulesResolver, TextInput, vars } from '../../ui';
import { useApiAction } from '../query';
import { CARRIER_ORDER_READS, carrierOrdersApi } from './api';
import { actionLabels as text, common } from './labels';
import {
  DRIVER_NAME_MAX,
  toAssignRequest,
  validateVehicle,
  vehicleFormOf,
  type VehicleFormState,
} from './vehicle-form';

const FORM_ID = 'yp-carrier-vehicle-form';

const Form = styled.form`
  display: grid;
  gap: ${vars.spaceLg};
`;

const resolver = rulesResolver(validateVehicle);

/**
 * 派车 / 更换车辆: the plate (SPEC §5 rules), the driver and the driver's mobile. A change starts from the
 * current assignment; either way the shipper audits the vehicle again.
 */
export function VehicleDialog({ order, onClose }: { order: CarrierOrder; onClose: () => void }) {
  const modify = order.vehicle !== null;
  const title = text.vehicleTitle(modify);
  const form = useForm<VehicleFormState>({ defaultValues: vehicleFormOf(order.vehicle), resolver });
  const save = useApiAction({
    call: (values: VehicleFormState) => carrierOrdersApi.assignVehicle(toAssignRequest(order.id, values)),
    success: text.assigned,
    invalidates: CARRIER_ORDER_READS,
    form,
    onSuccess: onClose,
  });
  const submit = form.handleSubmit((values) => save.run(values));
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button onClick={onClose}>{common.cancel}</Button>
          <Button type="submit" form={FORM_ID} variant="primary" loading={save.pending}>
            {title}
          </Button>
        </>
      }
    >
      <Form id={FORM_ID} aria-label={title} onSubmit={submit} noValidate>
        <FormField control={form.control} name="plateNumber" label={text.plateNumber} required>
          {(field) => <TextInput {...field} maxLength={10} placeholder={text.platePlaceholder} />}
        </FormField>
        <FormField control={form.control} name="driverName" label={text.driverName} required>
          {(field) => <TextInput {...field} maxLength={DRIVER_NAME_MAX} />}
        </FormField>
        <FormField control={form.control} name="driverPhone" label={text.driverPhone} required>
          {(field) => <TextInput {...field} maxLength={11} inputMode="numeric" />}
        </FormField>
        <FormField control={form.control} name="driverIdCard" label={text.driverIdCard}>
          {(field) => <TextInput {...field} maxLength={18} />}
        </FormField>
      </Form>
    </Dialog>
  );
}
