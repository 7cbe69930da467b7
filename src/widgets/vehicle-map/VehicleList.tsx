import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { VehicleListItem } from '../../contract/vehicles';
import { WAYBILL_STATUS_LABELS } from '../../contract/transport';
import { formatDateTime, maskPhone } from '../../core';
import { Button, Empty, LoadError, Loading, TextInput, vars } from '../../ui';
import { vehicleMapLabels as text } from './labels';

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${vars.spaceSm};
  min-width: 0;
`;
const Search = styled.form`
  display: flex;
  gap: ${vars.spaceXs};
`;
const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 560px;
  overflow-y: auto;
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radius};
`;
const Item = styled.button<{ $selected: boolean }>`
  display: block;
  width: 100%;
  padding: ${vars.spaceSm} ${vars.spaceMd};
  border: 0;
  border-bottom: 1px solid ${vars.colorBorder};
  background: ${(p) => (p.$selected ? vars.colorPrimarySoft : vars.colorBg)};
  color: ${vars.colorText};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${vars.colorPrimarySoft};
  }
  &:focus-visible {
    outline: 2px solid ${vars.colorPrimary};
    outline-offset: -2px;
  }
`;
const Plate = styled.strong`
  margin-right: ${vars.spaceSm};
`;
const Line = styled.span`
  display: block;
  color: ${vars.colorTextSecondary};
  font-size: ${vars.fontSizeSm};
`;

export interface VehicleListProps {
  vehicles: VehicleListItem[] | null;
  loading: boolean;
  error: string | null;
  selected: string | null;
  onSearch: (keyword: string) => void;
  onSelect: (vehicle: VehicleListItem) => void;
  onRetry: () => void;
}

/** The vehicles beside the map: one button each (Tab / Enter), the selected one marked. */
export function VehicleList({
  vehicles,
  loading,
  error,
  selected,
  onSearch,
  onSelect,
  onRetry,
}: VehicleListProps) {
  const [keyword, setKeyword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(keyword);
  };
  return (
    <Aside aria-label={text.listTitle}>
      <Search role="search" onSubmit={submit}>
        <TextInput
          aria-label={text.keywordPlaceholder}
          placeholder={text.keywordPlaceholder}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <Button type="submit">{text.search}</Button>
      </Search>
      {error && !vehicles ? (
        <LoadError message={error} onRetry={onRetry} />
      ) : loading && !vehicles ? (
        <Loading />
      ) : !vehicles || vehicles.length === 0 ? (
        <Empty text={text.empty} />
      ) : (
        <Items aria-label={text.listTitle} aria-busy={loading}>
          {vehicles.map((vehicle) => (
            <li key={vehicle.waybillNo}>
              <Item
                type="button"
                $selected={vehicle.waybillNo === selected}
                aria-current={vehicle.waybillNo === selected ? 'true' : undefined}
                onClick={() => onSelect(vehicle)}
              >
                <Plate>{vehicle.plateNumber}</Plate>
                {WAYBILL_STATUS_LABELS[vehicle.status]} · {text.provider[vehicle.provider]}
                <Line>
                  {text.waybillNo} {vehicle.waybillNo}
                </Line>
                <Line>
                  {text.driver} {vehicle.driverName} {maskPhone(vehicle.driverPhone)}
                </Line>
                <Line>
                  {vehicle.fromCompanyName} → {vehicle.toCompanyName}
                </Line>
                <Line>
                  {text.lastReport}{' '}
                  {vehicle.lastPosition ? formatDateTime(vehicle.lastPosition.recordedAt) : text.noPosition}
                </Line>
              </Item>
            </li>
          ))}
        </Items>
      )}
    </Aside>
  );
}
