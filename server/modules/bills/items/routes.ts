import { Type, type Static, type TProperties, type TSchema } from '@sinclair/typebox';
import type { BillChargeRow, BillItemQuery } from '../../../../src/contract/bill-items';
import type { Page } from '../../../../src/contract/envelope';
import { DEDUCT_DAYS_MAX, DEDUCT_DAYS_MIN } from '../../../../src/contract/bill-items';
import { API, type ApiPath } from '../../../../src/contract/api-paths';
import type { Session } from '../../../auth/sessions';
import type { AppDeps } from '../../../deps';
import { Fields } from '../../../http/fields';
import { pageFields } from '../../../http/paged-list';
import { Strict, type ApiRouter } from '../../../http/route';
import { PageOf } from '../../../http/wire/schema';
import { shanghaiDay } from '../../ledger';
import { StockFields } from '../../stock';
import { BillLineRowSchema } from '../wire';
import { chargePage, type ChargedKind } from './charges';
import { getDeductDays, submitDeduction } from './deduct';
import { entryPage, outgoingPage } from './entries';
import { billScopeOf, billWithScope } from './scope';
import { stockAgePage } from './stock';
import { amendmentPage, warehouseBillPage } from './warehouse-bills';
import {
  BillChargeRowSchema,
  BillEntryRowSchema,
  BillStockRowSchema,
  DeductDaysSchema,
  DeductResultSchema,
  WarehouseBillRowSchema,
} from './wire';

/** SPEC §6 对账管理(C1)-详情 (every list) and -确认账单 (deductDays changes the ledger). */
const CLIENT_BILL_DETAIL = 'center-settle-checkC1-detail' as const;
const CONFIRM_BILL = 'center-settle-checkC1-confirmBill' as const;

const opt = Type.Optional;
/** billDetail's reference to a bill (exactly one of the two: client-bill-detail.ts) and the page. */
const billQuery = { ...pageFields(), clientCompanyId: opt(Fields.id()), id: opt(Fields.id()) };

type Run<B, Row> = (deps: AppDeps, session: Session, body: B) => Promise<Page<Row>>;

/** Registers one list of a bill: role 5, the detail code, billQuery plus the list's own fields. */
function billList<R extends TSchema, B extends BillItemQuery = BillItemQuery>(
  api: ApiRouter,
  path: ApiPath,
  summary: string,
  row: R,
  run: Run<B, Static<R>>,
  fields: TProperties = {},
): void {
  api.post(
    path,
    {
      summary,
      response: PageOf(row),
      access: 'session',
      roles: [5],
      permission: CLIENT_BILL_DETAIL,
      body: Strict({ ...billQuery, ...fields }),
    },
    ({ deps, session, body }) => run(deps, session, body as unknown as B),
  );
}

const paging = (body: BillItemQuery) => ({ pageNum: body.pageNum, pageSize: body.pageSize });

/** The lines of the bill a query names and its scope. */
const bill = (deps: AppDeps, session: Session, body: BillItemQuery) =>
  billWithScope(deps.db, session, deps.clock(), body);
const scope = (deps: AppDeps, session: Session, body: BillItemQuery) =>
  billScopeOf(deps.db, session, deps.clock(), body);

/** A line kind's entries with their share of it. */
const charges =
  (kind: ChargedKind): Run<BillItemQuery, BillChargeRow> =>
  async (deps, session, body) => {
    const found = await bill(deps, session, body);
    return chargePage(deps.db, found.bill.lines, found.scope, kind, paging(body));
  };

/** SPEC §7 clientCustomerBill/*: a client bill's item lists and overdue deductions (src/contract/bill-items.ts). */
export function billItemRoutes(api: ApiRouter): void {
  const paths = API.clientCustomerBill;
  billList<typeof WarehouseBillRowSchema, BillItemQuery & { warehouseId?: string }>(
    api,
    paths.warehouseBillList,
    '客户账单按仓库拆分（每仓库一行，含明细行，各行合计等于账单合计；warehouseId：单仓库账单）',
    WarehouseBillRowSchema,
    async (deps, session, body) =>
      warehouseBillPage((await bill(deps, session, body)).bill.lines, body.warehouseId, paging(body)),
    { warehouseId: opt(Fields.id()) },
  );
  billList(
    api,
    paths.searchStockInItemList,
    '入库明细：账单租金、超期在库行计入的入库台账明细',
    BillEntryRowSchema,
    async (deps, session, body) => {
      const { lines } = (await bill(deps, session, body)).bill;
      const ids = lines
        .filter((line) => line.kind === 'hire' || line.kind === 'overdueInStock')
        .flatMap((line) => line.entryIds);
      return entryPage(deps.db, ids, paging(body));
    },
  );
  billList(
    api,
    paths.searchStockItemList,
    '库存明细：客户当前持有的托盘（按仓库、托盘类型），按库龄分免租期内、计租、超期',
    BillStockRowSchema,
    async (deps, session, body) =>
      stockAgePage(deps.db, await scope(deps, session, body), shanghaiDay(deps.clock()), paging(body)),
  );
  billList(
    api,
    paths.searchHistoryStockItemList,
    '历史库存明细：账单计算截止日日终客户持有的托盘，按库龄分免租期内、计租、超期',
    BillStockRowSchema,
    async (deps, session, body) => {
      const found = await scope(deps, session, body);
      return stockAgePage(deps.db, found, found.period.to, paging(body));
    },
  );
  billList(
    api,
    paths.searchStockOutItemList,
    '出库明细：账期内（至计算截止日）的出库台账明细（归还、调出、流转、回收、扣减等）',
    BillEntryRowSchema,
    async (deps, session, body) =>
      outgoingPage(deps.db, await scope(deps, session, body), 'within', paging(body)),
  );
  billList(
    api,
    paths.searchHistoryStockOutItemList,
    '历史出库明细：账期开始前的出库台账明细，新的在前',
    BillEntryRowSchema,
    async (deps, session, body) =>
      outgoingPage(deps.db, await scope(deps, session, body), 'before', paging(body)),
  );
  billList(
    api,
    paths.searchAmendmentItemList,
    '调整明细：账单的调整行（冻结账期的更正转入本期）',
    BillLineRowSchema,
    async (deps, session, body) => amendmentPage((await bill(deps, session, body)).bill.lines, paging(body)),
  );
  billList(
    api,
    paths.inStockOverDueDetail,
    '超期在库明细：超期在库行计入的入库明细，各自的超期托盘天数、超期天数与金额',
    BillChargeRowSchema,
    charges('overdueInStock'),
  );
  billList(
    api,
    paths.recycleOverDueDetail,
    '超期归还明细：超期归还行的归还明细，各自超期的托盘数、超期天数与金额',
    BillChargeRowSchema,
    charges('overdueReturn'),
  );
  billList(
    api,
    paths.getEarlyReturnItemList,
    '可冲抵明细：免租期内归还、冲抵超期归还的明细（按台账顺序冲抵）',
    BillChargeRowSchema,
    charges('offset'),
  );
  billList(
    api,
    paths.overdueDeductDetail,
    '超期扣减明细：扣减行的扣减明细（扣减数量 × 押金）',
    BillChargeRowSchema,
    charges('deduction'),
  );
  api.post(
    paths.getDeductDays,
    {
      summary: '超期扣减天数 N 与当前可扣减的托盘（各客户、仓库、托盘类型库龄超过超期天数 + N 的数量）',
      response: DeductDaysSchema,
      access: 'session',
      roles: [5],
      permission: CLIENT_BILL_DETAIL,
      body: Strict(pageFields()),
    },
    ({ deps, session, body }) => getDeductDays(deps, session, body),
  );
  api.post(
    paths.deductDays,
    {
      summary: '设置超期扣减天数，并按可扣减数量扣减客户超期托盘（按 requestId 幂等）',
      response: DeductResultSchema,
      access: 'session',
      roles: [5],
      permission: CONFIRM_BILL,
      body: Strict({
        deductDays: opt(
          Type.Integer({ minimum: DEDUCT_DAYS_MIN, maximum: DEDUCT_DAYS_MAX, description: '超期扣减天数 N' }),
        ),
        requestId: StockFields.requestId(),
        items: opt(
          Type.Array(
            Strict({
              clientCompanyId: Fields.id(),
              warehouseId: Fields.id(),
              trayTypeCode: StockFields.trayTypeCode(),
              quantity: StockFields.quantity(),
            }),
            { maxItems: 100 },
          ),
        ),
      }),
    },
    ({ deps, session, body }) => submitDeduction(deps, session, body),
  );
}
