import { useFormContext } from 'react-hook-form';
import { FormField, TextInput } from '../../../ui';
import { common } from '../labels';
import type { ShipmentHead } from '../validation';

/** The 车牌号 and 备注 fields a shipment form (sale outbound, circulation) ends with; bound to the enclosing form. */
export function PlateRemarkFields({ plateHint }: { plateHint?: string }) {
  const { control } = useFormContext<ShipmentHead>();
  return (
    <>
      <FormField control={control} name="plateNumber" label={common.plateNumber} hint={plateHint}>
        {(field) => <TextInput {...field} maxLength={8} />}
      </FormField>
      <FormField control={control} name="remark" label={common.remark}>
        {(field) => <TextInput {...field} maxLength={200} />}
      </FormField>
    </>
  );
}
