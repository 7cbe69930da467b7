import { Field, Select, TextInput } from '../../ui';
import { warehouseLabels as text } from './labels';
import { useRegions } from './regions';
import type { WarehouseFormErrors, WarehouseFormState } from './warehouse-form';

type RegionValue = Pick<WarehouseFormState, 'province' | 'city' | 'district'>;

interface RegionFieldsProps {
  value: RegionValue;
  errors: WarehouseFormErrors;
  onChange: (change: Partial<RegionValue>) => void;
}

/** Province and city from the shipped region table (a new province clears the city); the district is typed. */
export function RegionFields({ value, errors, onChange }: RegionFieldsProps) {
  const regions = useRegions();
  const provinces = regions.map((region) => ({ value: region.province, label: region.province }));
  const cities = (regions.find((region) => region.province === value.province)?.cities ?? []).map((city) => ({
    value: city,
    label: city,
  }));
  // An address saved before the table knew its city still shows it.
  if (value.city && !cities.some((city) => city.value === value.city))
    cities.unshift({ value: value.city, label: value.city });
  return (
    <>
      <Field label={text.field.province} required error={errors.province}>
        <Select
          options={provinces}
          value={value.province}
          onChange={(province) => onChange({ province, city: '' })}
        />
      </Field>
      <Field label={text.field.city} required error={errors.city}>
        <Select
          options={cities}
          value={value.city}
          disabled={!value.province}
          onChange={(city) => onChange({ city })}
        />
      </Field>
      <Field label={text.field.district} required error={errors.district}>
        <TextInput
          value={value.district}
          maxLength={30}
          onChange={(event) => onChange({ district: event.target.value })}
        />
      </Field>
    </>
  );
}
