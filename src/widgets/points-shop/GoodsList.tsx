import styled from 'styled-components';
import type {
  GoodsCategory,
  GoodsKind,
  GoodsSort,
  ScoreGoodsQuery,
  ScoreGoodsRow,
} from '../../contract/points-shop';
import {
  Button,
  Empty,
  FilterBar,
  KeywordField,
  LoadError,
  Loading,
  Pagination,
  SelectFilter,
  Toolbar,
  optionsWithAll,
  setFilters,
  vars,
} from '../../ui';
import { usePagedQuery, type PagedRequest } from '../query';
import { useEmit } from '../widget-context';
import { GOODS_LIST_CALL } from './api';
import { GoodsPicture } from './GoodsPicture';
import { GOODS_CATEGORY_LABELS, GOODS_KIND_LABELS, GOODS_SORT_LABELS, shopLabels as text } from './labels';
import { MyPoints } from './MyPoints';
import { ADDRESS_PATH, GOODS_DETAIL_PATH, ORDERS_PATH, navigate } from './navigation';

interface Filters {
  keyword: string;
  category: GoodsCategory | '';
  kind: GoodsKind | '';
  sort: GoodsSort | '';
}
const NO_FILTERS: Filters = { keyword: '', category: '', kind: '', sort: '' };
const PAGE_SIZE = 12;

const toBody = ({ filters, paging }: PagedRequest<Filters>): ScoreGoodsQuery => {
  const { keyword, category, kind, sort } = filters;
  return { ...paging, ...setFilters({ keyword, category, kind, sort }) };
};

const categoryOptions = () => optionsWithAll(GOODS_CATEGORY_LABELS);
const kindOptions = () => optionsWithAll(GOODS_KIND_LABELS);
const sortOptions = () => [
  { value: '' as const, label: text.newest },
  ...Object.entries(GOODS_SORT_LABELS).map(([value, label]) => ({ value: value as GoodsSort, label })),
];

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.spaceMd};
  margin-bottom: ${vars.spaceMd};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${vars.spaceLg};
  margin: ${vars.spaceMd} 0 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.spaceSm};
  padding: ${vars.spaceMd};
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusLarge};
  background: ${vars.colorBg};
  h3 {
    margin: 0;
    font-size: ${vars.fontSizeMd};
    font-weight: 600;
  }
`;

const Facts = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  font-size: ${vars.fontSizeSm};
  color: ${vars.colorTextSecondary};
  strong {
    font-size: ${vars.fontSizeLg};
    color: ${vars.colorPrimaryText};
  }
`;

function GoodsCard({ goods }: { goods: ScoreGoodsRow }) {
  const emit = useEmit();
  return (
    <Card aria-label={goods.name}>
      <GoodsPicture url={goods.pictureUrl} name={goods.name} size={140} />
      <h3>{goods.name}</h3>
      <Facts>
        <span>
          {GOODS_CATEGORY_LABELS[goods.category]} · {GOODS_KIND_LABELS[goods.kind]}
        </span>
        <span>{goods.stock > 0 ? text.stock(goods.stock) : text.soldOut}</span>
      </Facts>
      <Facts>
        <strong>{text.points(goods.pointsPrice)}</strong>
        <Button
          size="small"
          aria-label={`${text.view} ${goods.name}`}
          onClick={() => navigate(emit, GOODS_DETAIL_PATH, { id: goods.id })}
        >
          {text.view}
        </Button>
      </Facts>
    </Card>
  );
}

/** 积分商城: my points, the on-shelf goods as cards with filters and sorting, paged. */
export function GoodsList() {
  const emit = useEmit();
  const list = usePagedQuery<Filters, ScoreGoodsRow>(GOODS_LIST_CALL, {
    initialFilters: NO_FILTERS,
    toBody,
    pageSize: PAGE_SIZE,
  });
  const rows = list.data?.list ?? [];
  return (
    <section aria-label={text.goodsTitle}>
      <Header>
        <MyPoints />
        <Toolbar>
          <Button onClick={() => navigate(emit, ORDERS_PATH)}>{text.myOrders}</Button>
          <Button onClick={() => navigate(emit, ADDRESS_PATH)}>{text.myAddresses}</Button>
        </Toolbar>
      </Header>
      <FilterBar onSearch={list.search} onReset={list.reset} searching={list.loading}>
        <KeywordField list={list} label={text.keyword} placeholder={text.keywordPlaceholder} />
        <SelectFilter list={list} name="category" label={text.category} options={categoryOptions()} />
        <SelectFilter list={list} name="kind" label={text.kind} options={kindOptions()} />
        <SelectFilter list={list} name="sort" label={text.sort} options={sortOptions()} />
      </FilterBar>
      {list.error ? (
        <LoadError message={list.error} onRetry={list.reload} />
      ) : list.data === null ? (
        <Loading />
      ) : rows.length === 0 ? (
        <Empty text={text.emptyGoods} />
      ) : (
        <Grid aria-label={text.goodsCaption} aria-busy={list.loading}>
          {rows.map((goods) => (
            <GoodsCard key={goods.id} goods={goods} />
          ))}
        </Grid>
      )}
      <Pagination
        pageNum={list.paging.pageNum}
        pageSize={list.paging.pageSize}
        total={list.data?.total ?? 0}
        onChange={list.setPaging}
        pageSizeChoices={[12, 24, 48]}
      />
    </section>
  );
}
