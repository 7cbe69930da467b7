import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormField, Select, TextInput } from '../../ui';
import { useCityName } from '../../ui/map';
import { warehouseLabels as text } from './labels';
import { provinceOptions, useRegions } from './regions';
import type { WarehouseFormState } from './warehouse-form';

/**
 * Province and city from the shipped region table (a new province clears the city); the district is typed.
 * The choices show the page's language and keep the Chinese names as their values (what the server stores).
 */
export function RegionFields({
  form,
}: {
  form: Pick<UseFormReturn<WarehouseFormState>, 'control' | 'setValue'>;
}) {
  const { control } = form;
  const regions = useRegions();
  const cityName = useCityName();
  const [province, city] = useWatch({ control, name: ['province', 'city'] });
  const provinces = provinceOptions(regions);
  const names = regions.find((region) => region.province === province)?.cities ?? [];
  // An address saved before the table knew its city still shows it.
  const cities = (city && !names.includes(city) ? [city, ...names] : names).map((name) => ({
    value: name,
    label: cityName(name),
  }));
  return (
    <>
      <FormField control={control} name="province" label={text.field.province} required>
        {(field) => (
          <Select
            options={provinces}
            value={field.value}
            onChange={(next) => {
              if (next !== field.value) form.setValue('city', '');
              field.onChange(next);
            }}
          />
        )}
      </FormField>
      <FormField control={control} name="city" label={text.field.city} required>
        {(field) => (
          <Select options={cities} value={field.value} disabled={!province} onChange={field.onChange} />
        )}
      </FormField>
      <FormField control={control} name="district" label={text.field.district} required>
        {(field) => <TextInput {...field} maxLength={30} />}
      </FormField>
    </>
  );
}
