import styled from 'styled-components';
import { Button, Field, Select, TextInput, vars } from '../../../ui';
import { circulationLabels as text, common } from '../labels';
import type { CirculationLine, FormErrors } from '../validation';
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

interface CirculationLinesProps {
  lines: CirculationLine[];
  errors: FormErrors<keyof CirculationLine>[];
  stock: C1Stock;
  /** Receives an update of the current lines (functional, so quick successive edits all count). */
  onChange: (update: (lines: CirculationLine[]) => CirculationLine[]) => void;
}

/** The lines of a circulation: whose pallets (owner) × tray type × quantity, each within the C1 stock. */
export function CirculationLines({ lines, errors, stock, onChange }: CirculationLinesProps) {
  const edit = (index: number, change: Partial<CirculationLine>) =>
    onChange((current) => current.map((line, at) => (at === index ? { ...line, ...change } : line)));
  return (
    <>
      {lines.map((line, index) => {
        const available = stock.availableOf(line.ownerCompanyId, line.trayTypeCode);
        return (
          <Line key={index}>
            <Legend>{text.line(index + 1)}</Legend>
            <Field label={text.owner} required error={errors[index]?.ownerCompanyId}>
              <Select
                options={stock.owners}
                value={line.ownerCompanyId}
                onChange={(ownerCompanyId) => edit(index, { ownerCompanyId, trayTypeCode: '' })}
              />
            </Field>
            <Field label={common.trayType} required error={errors[index]?.trayTypeCode}>
              <Select
                options={stock.trayTypesOf(line.ownerCompanyId)}
                value={line.trayTypeCode}
                disabled={!line.ownerCompanyId}
                onChange={(trayTypeCode) => edit(index, { trayTypeCode })}
              />
            </Field>
            <Field
              label={common.quantity}
              required
              error={errors[index]?.quantity}
              hint={line.trayTypeCode && available !== null ? common.available(available) : undefined}
            >
              <TextInput
                inputMode="numeric"
                value={line.quantity}
                onChange={(event) => edit(index, { quantity: event.target.value })}
              />
            </Field>
            <Remove>
              <Button
                type="button"
                variant="text"
                aria-label={text.removeLine(index + 1)}
                disabled={lines.length === 1}
                onClick={() => onChange((current) => current.filter((_, at) => at !== index))}
              >
                {common.remove}
              </Button>
            </Remove>
          </Line>
        );
      })}
      <Button
        type="button"
        onClick={() =>
          onChange((current) => [...current, { ownerCompanyId: '', trayTypeCode: '', quantity: '' }])
        }
      >
        {text.addLine}
      </Button>
    </>
  );
}
