import { Field, TextInput } from '../../../ui';
import { common } from '../labels';

interface PlateRemark {
  plateNumber: string;
  remark: string;
}

export interface PlateRemarkFieldsProps {
  form: PlateRemark;
  plateError?: string;
  plateHint?: string;
  onChange: (patch: Partial<PlateRemark>) => void;
}

/** The 车牌号 and 备注 fields a shipment form (sale outbound, circulation) ends with. */
export function PlateRemarkFields({ form, plateError, plateHint, onChange }: PlateRemarkFieldsProps) {
  return (
    <>
      <Field label={common.plateNumber} error={plateError} hint={plateHint}>
        <TextInput
          value={form.plateNumber}
          maxLength={8}
          onChange={(event) => onChange({ plateNumber: event.target.value })}
        />
      </Field>
      <Field label={common.remark}>
        <TextInput
          value={form.remark}
          maxLength={200}
          onChange={(event) => onChange({ remark: event.target.value })}
        />
      </Field>
    </>
  );
}
