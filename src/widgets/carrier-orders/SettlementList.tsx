import { useState } from 'react';
import {
  FREIGHT_CODES,
  type FreightParty,
  type SettlementLine,
  type SettlementQuery,
} from '../../contract/freight';
import { formatYuan } from '../../contract/money';
import { formatDateTime, openDownload, openListExport, usePermissions } from '../../core';
import {
  Button,
  DetailStates,
  Details,
  Dialog,
  ExportButtons,
  FilterBar,
  KeywordDateFields,
  PagedTable,
  RowActionButton,
  SelectFilter,
  Stack,
  Toolbar,
  dateFilters,
  optionsWithAll,
  setFilters,
  type DateRange,
  type TableColumn,
} from '../../ui';
import { useApiQuery, usePagedQuery, type PagedRequest } from '../query';
import { PATHS } from './api';
import { common, PARTY_LABELS, settleLabels as text } from './labels';
import { SettlementSummary } from './SettlementSummary';

interface SettleFilters {
  party: FreightParty | '';
  keyword: string;
  dateRange: DateRange | null;
}

const partyOptions = () => optionsWithAll(PARTY_LABELS);

function toQuery({
  party,
  keyword,
  dateRange,
}: SettleFilters): Omit<SettlementQuery, 'pageNum' | 'pageSize'> {
  return { ...setFilters({ party, keyword }), ...dateFilters(dateRange) };
}

const toBody = ({ filters, paging }: PagedRequest<SettleFilters>): SettlementQuery => ({
  ...paging,
  ...toQuery(filters),
});

const adjustmentSum = (line: SettlementLine) => line.adjustments.reduce((sum, row) => sum + row.amountFen, 0);

/**
 * 运费结算: the settlement lines of my completed carrier orders (both sides), each with its detail; two
 * exports: one row per line (the list's twin) and one row per adjustment (exportSettlementDetail).
 */
export function SettlementList({ party }: { party?: FreightParty }) {
  const { can } = usePermissions();
  const [shown, setShown] = useState<SettlementLine | null>(null);
  const list = usePagedQuery<SettleFilters, SettlementLine>(PATHS.settlements, {
    initialFilters: { party: party ?? '', keyword: '', dateRange: null },
    toBody,
  });
  const filters = toQuery(list.applied);

  const columns: TableColumn<SettlementLine>[] = [
    { key: 'carrierOrderNo', title: text.orderNo },
    { key: 'shipperCompanyName', title: text.shipper },
    { key: 'carrierCompanyName', title: text.carrier },
    { key: 'priceFen', title: text.price, align: 'right', render: (row) => formatYuan(row.priceFen) },
    {
      key: 'adjustments',
      title: text.adjustments,
      align: 'right',
      render: (row) => formatYuan(adjustmentSum(row)),
    },
    { key: 'totalFen', title: text.total, align: 'right', render: (row) => formatYuan(row.totalFen) },
    { key: 'completedAt', title: text.completedAt, render: (row) => formatDateTime(row.completedAt) },
    {
      key: 'actions',
      title: common.actions,
      render: (row) => (
        <RowActionButton
          label={common.viewDetail}
          subject={row.carrierOrderNo}
          onClick={() => setShown(row)}
        />
      ),
    },
  ];

  return (
    <section aria-label={text.title}>
      <FilterBar onSearch={list.search} onReset={list.reset} searching={list.loading}>
        <SelectFilter list={list} name="party" label={text.party} options={partyOptions()} />
        <KeywordDateFields list={list} keywordPlaceholder={text.keywordPlaceholder} />
      </FilterBar>
      {can(FREIGHT_CODES.settleExport) && (
        <Toolbar>
          <ExportButtons
            exports={[
              {
                label: common.export,
                onExport: (format) => void openListExport(PATHS.settlements, format, filters),
              },
              {
                label: text.exportLines,
                onExport: (format) => void openDownload(PATHS.exportSettlementDetail, { ...filters, format }),
              },
            ]}
          />
        </Toolbar>
      )}
      <PagedTable list={list} caption={text.caption} columns={columns} rowKey="id" emptyText={common.empty} />
      {shown && <SettlementDialog line={shown} onClose={() => setShown(null)} />}
    </section>
  );
}

/** The line read afresh (getSettlementDetail): the list row may be older than the detail. */
function SettlementDialog({ line, onClose }: { line: SettlementLine; onClose: () => void }) {
  const detail = useApiQuery<SettlementLine>(PATHS.settlementDetail, { id: line.id });
  return (
    <Dialog
      open
      width={640}
      onClose={onClose}
      title={text.detailTitle(line.carrierOrderNo)}
      footer={<Button onClick={onClose}>{common.close}</Button>}
    >
      <DetailStates state={detail} notFoundText={common.empty} back={null}>
        {(data) => (
          <Stack>
            <Details
              items={[
                [text.demandNo, data.demandOrderNo],
                [text.shipper, data.shipperCompanyName],
                [text.carrier, data.carrierCompanyName],
              ]}
            />
            <SettlementSummary line={data} />
          </Stack>
        )}
      </DetailStates>
    </Dialog>
  );
}
