import styled from 'styled-components';
import type { SaleCustomerDetail, SaleCustomerReturn, SaleCustomerWaybill } from '../../contract/customers';
import type { StockRow, Warehouse } from '../../contract/stock';
import { WAYBILL_STATUS_LABELS } from '../../contract/transport';
import { formatDateTime, formatTrayType, maskPhone } from '../../core';
import {
  Button,
  LoadError,
  Loading,
  PageHeader,
  Table,
  uiLabels,
  vars,
  type TableColumn,
  punctuationLabels,
} from '../../ui';
import { useApiQuery } from '../query';
import { useEmit } from '../widget-context';
import { SALE_CUSTOMER_DETAIL_CALL } from './api';
import { saleCustomerLabels as text } from './labels';
import { navigate, SALE_CUSTOMER_LIST_PATH } from './navigation';

const C = text.columns;
const Section = styled.section`
  margin-top: ${vars.spaceXl};
`;
const H2 = styled.h2`
  margin: 0 0 ${vars.spaceSm};
  font-size: ${vars.fontSizeLg};
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${vars.spaceSm} ${vars.spaceXl};
  margin: 0;
  dt {
    color: ${vars.colorTextSecondary};
    font-size: ${vars.fontSizeSm};
  }
  dd {
    margin: 0;
  }
`;
const time = (value: string | null) => (value ? formatDateTime(value) : text.none);

const addressColumns = (): TableColumn<Warehouse>[] => [
  {
    key: 'name',
    title: C.warehouse,
    render: (w) => (w.isDefault ? punctuationLabels.withNote(w.name, text.defaultBadge) : w.name),
  },
  { key: 'region', title: C.region, render: (w) => [w.province, w.city, w.district].join(' ') },
  { key: 'detailAddress', title: C.detailAddress },
  { key: 'contact', title: C.contact },
  { key: 'phone', title: C.phone, render: (w) => maskPhone(w.phone) },
];
const stockColumns = (): TableColumn<StockRow>[] => [
  { key: 'warehouseName', title: C.warehouse },
  { key: 'trayType', title: C.trayType, render: (r) => formatTrayType(r) },
  { key: 'onHand', title: C.held, align: 'right' },
  { key: 'inTransit', title: C.inTransit, align: 'right' },
  { key: 'overdue', title: C.overdue, align: 'right' },
];
const waybillColumns = (): TableColumn<SaleCustomerWaybill>[] => [
  { key: 'documentNo', title: C.documentNo },
  { key: 'status', title: C.status, render: (r) => WAYBILL_STATUS_LABELS[r.status] },
  { key: 'toWarehouseName', title: C.toWarehouse },
  { key: 'trayType', title: C.trayType, render: (r) => formatTrayType(r) },
  { key: 'quantity', title: C.quantity, align: 'right' },
  { key: 'plateNumber', title: C.plateNumber },
  { key: 'createdAt', title: C.createdAt, render: (r) => time(r.createdAt) },
  { key: 'confirmedAt', title: C.confirmedAt, render: (r) => time(r.confirmedAt) },
];
const returnColumns = (): TableColumn<SaleCustomerReturn>[] => [
  { key: 'documentNo', title: C.documentNo },
  { key: 'status', title: C.status, render: (r) => text.returnStatus[r.status] ?? r.status },
  { key: 'clientWarehouseName', title: C.fromWarehouse },
  { key: 'warehouseName', title: C.toWarehouse },
  { key: 'trayType', title: C.trayType, render: (r) => formatTrayType(r) },
  { key: 'quantity', title: C.quantity, align: 'right' },
  {
    key: 'receivedQuantity',
    title: C.receivedQuantity,
    align: 'right',
    render: (r) => r.receivedQuantity ?? text.none,
  },
  { key: 'createdAt', title: C.createdAt, render: (r) => time(r.createdAt) },
];

/** 销售客户详情: the client, its receiving addresses, my pallets it holds, recent waybills and returns. */
export function CustomerDetail({ clientCompanyId }: { clientCompanyId: string }) {
  const emit = useEmit();
  const detail = useApiQuery<SaleCustomerDetail>(SALE_CUSTOMER_DETAIL_CALL, { clientCompanyId });
  const back = <Button onClick={() => navigate(emit, SALE_CUSTOMER_LIST_PATH)}>{text.back}</Button>;
  if (detail.error) {
    return (
      <section aria-label={text.detailTitle}>
        <PageHeader title={text.detailTitle} actions={back} />
        <LoadError message={detail.error} onRetry={detail.reload} />
      </section>
    );
  }
  if (!detail.data) return <Loading />;
  const { customer, addresses, stock, waybills, returns } = detail.data;
  const facts: [string, string | number][] = [
    [C.name, customer.name],
    [C.contact, customer.contact || text.none],
    [C.phone, customer.phone ? maskPhone(customer.phone) : text.none],
    [C.warehouseCount, customer.warehouseCount],
    [C.held, customer.held],
    [C.inTransit, customer.inTransit],
    [C.overdue, customer.overdue],
    [C.lastWaybillAt, time(customer.lastWaybillAt)],
    [text.info.createdAt, time(customer.createdAt)],
  ];
  return (
    <section aria-label={text.detailTitle}>
      <PageHeader title={uiLabels.common.labelled(text.detailTitle, customer.name)} actions={back} />
      <Section aria-label={text.sections.info}>
        <H2>{text.sections.info}</H2>
        <Facts>
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Facts>
      </Section>
      <Section>
        <H2>{text.sections.addresses}</H2>
        <Table caption={text.sections.addresses} columns={addressColumns()} rows={addresses} rowKey="id" />
      </Section>
      <Section>
        <H2>{text.sections.stock}</H2>
        <Table
          caption={text.sections.stock}
          columns={stockColumns()}
          rows={stock}
          rowKey={(r) => `${r.warehouseId}-${r.trayTypeCode}`}
        />
      </Section>
      <Section>
        <H2>{text.sections.waybills}</H2>
        <Table
          caption={text.sections.waybills}
          columns={waybillColumns()}
          rows={waybills}
          rowKey="documentNo"
        />
      </Section>
      <Section>
        <H2>{text.sections.returns}</H2>
        <Table caption={text.sections.returns} columns={returnColumns()} rows={returns} rowKey="documentNo" />
      </Section>
    </section>
  );
}
