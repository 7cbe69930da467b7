import styled from 'styled-components';
import type { PermissionTreeArea } from '../../contract/company-accounts';
import { Checkbox, vars } from '../../ui';
import { roleLabels as text } from './labels';
import { pageCodes, toggleCodes } from './role-form';

const Area = styled.fieldset`
  margin: 0 0 ${vars.spaceMd};
  padding: ${vars.spaceSm} ${vars.spaceMd};
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radius};
`;

const Page = styled.div`
  display: grid;
  grid-template-columns: 160px 1fr;
  gap: ${vars.spaceSm};
  padding: ${vars.spaceXs} 0;
  border-bottom: 1px dashed ${vars.colorBorder};

  &:last-child {
    border-bottom: none;
  }
`;

const Codes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.spaceXs} ${vars.spaceLg};
`;

/** 「入库管理-查看详情」 shows 「查看详情」 on its page's line (the full name stays its accessible name). */
const actionOf = (name: string, page: string): string =>
  name.startsWith(`${page}-`) ? name.slice(page.length + 1) : name;

export interface PermissionTreeFieldProps {
  tree: readonly PermissionTreeArea[];
  value: readonly string[];
  onChange: (codes: string[]) => void;
}

/** The catalogue as grouped checkboxes: one group per area, one line per page with its 全选 box. */
export function PermissionTreeField({ tree, value, onChange }: PermissionTreeFieldProps) {
  const selected = new Set(value);
  return (
    <div>
      {tree.map((area) => (
        <Area key={area.area}>
          <legend>{area.name}</legend>
          {area.pages.map((page) => {
            const codes = pageCodes(page);
            const held = codes.filter((code) => selected.has(code)).length;
            return (
              <Page key={page.name}>
                <Checkbox
                  checked={held === codes.length}
                  indeterminate={held > 0 && held < codes.length}
                  onChange={(on) => onChange(toggleCodes(value, codes, on))}
                  aria-label={text.selectPage(page.name)}
                >
                  {page.name}
                </Checkbox>
                <Codes>
                  {page.permissions.map((permission) => (
                    <Checkbox
                      key={permission.code}
                      checked={selected.has(permission.code)}
                      onChange={(on) => onChange(toggleCodes(value, [permission.code], on))}
                      aria-label={permission.name}
                    >
                      {actionOf(permission.name, page.name)}
                    </Checkbox>
                  ))}
                </Codes>
              </Page>
            );
          })}
        </Area>
      ))}
    </div>
  );
}
