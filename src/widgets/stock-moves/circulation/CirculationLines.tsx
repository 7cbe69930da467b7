import styled from 'styled-components';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button, FormField, Select, TextInput, vars } from '../../../ui';
import { circulationLabels as text, common } from '../labels';
import type { CirculationForm, CirculationLine } from '../validation';
import type { C1Stock } from './use-c1-stock';

const Line = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1fr) auto;
  gap: ${vars.spaceMd};
  align-items: start;
  margin: 0 0 ${vars.spaceMd};
  padding: ${vars.spaceMd};
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radius};
`;

const Legend = styled.legend`
  padding: 0 ${vars.spaceXs};
  color: ${vars.colorTextSecondary};
`;

const Remove = styled.div`
  padding-top: 26px;
`;

const NEW_LINE: CirculationLine = { ownerCompanyId: '', trayTypeCode: '', quantity: '' };

/**
 * The lines of the enclosing circulation form: whose pallets (owner) × tray type × quantity, each within
 * the C1 stock. A new owner clears the line's tray type (it was one of the previous owner's).
 */
export function CirculationLines({ stock }: { stock: C1Stock }) {
  const { control, setValue } = useFormContext<CirculationForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });
  return (
    <>
      {fields.map((row, index) => {
        const line = lines[index] ?? NEW_LINE;
        const available = stock.availableOf(line.ownerCompanyId, line.trayTypeCode);
        return (
          <Line key={row.id}>
            <Legend>{text.line(index + 1)}</Legend>
            <FormField control={control} name={`lines.${index}.ownerCompanyId`} label={text.owner} required>
              {(field) => (
                <Select
                  options={stock.owners}
                  value={field.value}
                  onChange={(ownerCompanyId) => {
                    field.onChange(ownerCompanyId);
                    setValue(`lines.${index}.trayTypeCode`, '');
                  }}
                />
              )}
            </FormField>
            <FormField
              control={control}
              name={`lines.${index}.trayTypeCode`}
              label={common.trayType}
              required
            >
              {(field) => (
                <Select
                  options={stock.trayTypesOf(line.ownerCompanyId)}
                  value={field.value}
                  disabled={!line.ownerCompanyId}
                  onChange={field.onChange}
                />
              )}
            </FormField>
            <FormField
              control={control}
              name={`lines.${index}.quantity`}
              label={common.quantity}
              required
              hint={line.trayTypeCode && available !== null ? common.available(available) : undefined}
            >
              {(field) => <TextInput {...field} inputMode="numeric" />}
            </FormField>
            <Remove>
              <Button
                type="button"
                variant="text"
                aria-label={text.removeLine(index + 1)}
                disabled={fields.length === 1}
                onClick={() => remove(index)}
              >
                {common.remove}
              </Button>
            </Remove>
          </Line>
        );
      })}
      <Button type="button" onClick={() => append(NEW_LINE)}>
        {text.addLine}
      </Button>
    </>
  );
}
