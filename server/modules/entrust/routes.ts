import { Type } from '@sinclair/typebox';
import { API } from '../../../src/contract/api-paths';
import {
  DEMAND_LIMITS,
  DEMAND_STATUS_LABELS,
  EVALUATION_CONTENT_MAX,
  FREIGHT_CODES,
  VEHICLE_TYPE_LABELS,
} from '../../../src/contract/freight';
import { sendDownload } from '../../http/download';
import { ok } from '../../http/envelope';
import { registerExport } from '../../http/export';
import { Fields } from '../../http/fields';
import { registerPagedList } from '../../http/paged-list';
import { Strict, type ApiRouter } from '../../http/route';
import { VerificationCodeSentSchema } from '../../http/wire/auth';
import { Nullable, OneOfKeys } from '../../http/wire/schema';
import type { ApiModule } from '../index';
import { StockFields, dateRangeFields } from '../stock';
import { everyDocument, paged } from '../ledger';
import { addressRoutes } from './address-routes';
import { blacklistRoutes } from './blacklist-routes';
import { contractPreview, sendSigningCode, signedContract } from './contract';
import { demandDetail, ownDemandList, searchQuoteHall } from './demand-lists';
import { cancelDemand, republishDemand, saveDemandOrder } from './demand-save';
import { evaluate, evaluationDetail } from './evaluations';
import { DEMAND_COLUMNS } from './export-columns';
import { ENTRUST_EXPORT_LABELS, ENTRUST_LABELS } from './labels';
import { entrust } from './migrations/0027-entrust';
import { entrustListKeys } from './migrations/0029-entrust-list-keys';
import { entrustQuoteRequests } from './migrations/0031-entrust-quote-requests';
import { partnerOrders } from './partner-orders';
import { chooseQuote, submitQuote } from './quotes';
import { F, byId, instant, opt, reason, roles, session, text } from './route-fields';
import { seedDemoEntrust } from './seed';
import {
  DemandOrderDetailSchema,
  DemandOrderSchema,
  EvaluationSchema,
  FreightContractPreviewSchema,
  QuoteSchema,
} from './wire';

const demandFilters = {
  status: opt(OneOfKeys(DEMAND_STATUS_LABELS)),
  keyword: opt(StockFields.text(50, ENTRUST_LABELS.keyword)),
  ...dateRangeFields(),
};

/** yeloflex/entrustDemandOrder/: the shipper's lists and the quote hall, each with its export. */
function demandListRoutes(api: ApiRouter): void {
  registerPagedList(api, {
    path: API.entrustDemandOrder.searchList,
    summary: '我的托运需求单（状态按报价截止计算：过期即为已过期；单号、货物或城市、创建日期筛选；新单在前）',
    row: DemandOrderSchema,
    roles,
    exportPermission: FREIGHT_CODES.demandExport,
    fileName: () => ENTRUST_EXPORT_LABELS.demandFile,
    filters: demandFilters,
    columns: DEMAND_COLUMNS,
    run: (deps, session, filters, paging) =>
      paged(deps.db, ownDemandList(deps.db, session.companyId, deps.clock(), filters), paging),
    exportRows: (deps, session, filters) =>
      everyDocument(deps.db, ownDemandList(deps.db, session.companyId, deps.clock(), filters)),
  });
  registerPagedList(api, {
    path: API.entrustDemandOrder.searchQuoteHall,
    summary:
      '货源大厅（承运方）：可报价的托运需求单（报价中、非本企业、未被托运方拉黑）；mine=true 时为本企业报过价的需求单（我的报价）。每行带本企业的报价 myQuote',
    row: DemandOrderSchema,
    roles,
    exportPermission: FREIGHT_CODES.demandExport,
    fileName: () => ENTRUST_EXPORT_LABELS.hallFile,
    filters: {
      ...demandFilters,
      mine: opt(Type.Boolean({ description: 'true：只列本企业报过价的需求单（我的报价）' })),
    },
    columns: DEMAND_COLUMNS,
    run: (deps, session, filters, paging) =>
      searchQuoteHall(deps.db, session.companyId, deps.clock(), filters, paging),
  });
  registerExport(api, API.entrustDemandOrder.companyEntrustByCompanyId, {
    summary: '与某一往来企业之间的托运需求单（本企业托运、对方承运，或对方托运、本企业承运；XLSX/CSV）',
    permission: FREIGHT_CODES.demandExport,
    roles,
    query: Strict({ companyId: Fields.id() }),
    fileName: () => ENTRUST_EXPORT_LABELS.partnerFile,
    columns: DEMAND_COLUMNS,
    rows: ({ deps, session, query }) =>
      partnerOrders(deps.db, session.companyId, query.companyId, deps.clock()),
  });
}

/** yeloflex/entrustDemandOrder/: one order's life on the shipper's side. */
function demandRoutes(api: ApiRouter): void {
  api.post(
    API.entrustDemandOrder.detail,
    {
      ...session,
      summary: '托运需求单详情（托运方见全部报价；承运方只见本企业报价）',
      response: DemandOrderDetailSchema,
      body: byId,
    },
    ({ deps, session, body }) => demandDetail(deps.db, session.companyId, body.id, deps.clock()),
  );
  api.post(
    API.entrustDemandOrder.save,
    {
      ...session,
      summary:
        '新增或编辑托运需求单（无 id 为新增；只有草稿可编辑；publish=true 发布为报价中；同一 requestId 只保存一次）',
      response: DemandOrderDetailSchema,
      permission: FREIGHT_CODES.demandEdit,
      body: Strict({
        requestId: StockFields.requestId(),
        id: opt(Fields.id()),
        originAddressId: Fields.id(),
        destinationAddressId: Fields.id(),
        cargoName: text(1, DEMAND_LIMITS.cargoNameMax, F.cargoName),
        pallets: Type.Integer({ minimum: 1, maximum: DEMAND_LIMITS.palletsMax, description: '托盘数' }),
        weightKg: Type.Integer({
          minimum: 1,
          maximum: DEMAND_LIMITS.weightKgMax,
          description: '重量（千克）',
        }),
        vehicleType: OneOfKeys(VEHICLE_TYPE_LABELS),
        loadFrom: instant('装货开始时间'),
        loadTo: instant('装货结束时间'),
        expectedPriceFen: opt(
          Type.Integer({ minimum: 1, maximum: DEMAND_LIMITS.priceFenMax, description: '期望运费（分）' }),
        ),
        quoteDeadline: instant('报价截止时间（发布后 1 小时至 30 天，早于装货开始）'),
        remark: opt(StockFields.text(DEMAND_LIMITS.remarkMax, F.remark)),
        publish: Type.Boolean({ description: 'true：发布（报价中）；false：保存草稿' }),
      }),
    },
    ({ deps, session, body }) => saveDemandOrder(deps, session, body),
  );
  api.post(
    API.entrustDemandOrder.republish,
    {
      ...session,
      summary: '重新发布已过期的托运需求单（新的报价截止时间，保留已有报价）',
      response: DemandOrderDetailSchema,
      permission: FREIGHT_CODES.demandEdit,
      body: Strict({ id: Fields.id(), quoteDeadline: instant('新的报价截止时间') }),
    },
    ({ deps, session, body }) => republishDemand(deps, session, body),
  );
  api.post(
    API.entrustDemandOrder.cancel,
    {
      ...session,
      summary: '取消托运需求单（草稿、报价中、已过期、已选定；须填写原因；报过价的承运方收到消息）',
      response: DemandOrderDetailSchema,
      permission: FREIGHT_CODES.demandCancel,
      body: Strict({ id: Fields.id(), reason: reason() }),
    },
    ({ deps, session, body }) => cancelDemand(deps, session, body),
  );
  api.post(
    API.entrustDemandOrder.chooseQuote,
    {
      ...session,
      summary:
        '选定报价（报价中 → 已选定；两个同时的选定只有一个成功，另一个返回「状态已变化」；中标与未中标的承运方收到消息）',
      response: DemandOrderDetailSchema,
      permission: FREIGHT_CODES.demandSign,
      body: Strict({ id: Fields.id(), quoteId: Fields.id() }),
    },
    ({ deps, session, body }) => chooseQuote(deps, session, body),
  );
  api.post(
    API.entrustDemandOrder.contractPreview,
    {
      ...session,
      summary: '货物运输合同预览（已选定承运方后；条款已填入路线、货物、时间与运费）',
      response: FreightContractPreviewSchema,
      permission: FREIGHT_CODES.demandSign,
      body: byId,
    },
    ({ deps, session, body }) => contractPreview(deps.db, session.companyId, body.id, deps.clock()),
  );
  api.post(
    API.entrustDemandOrder.verifyCode,
    {
      ...session,
      summary: '发送签约验证码到本人绑定的手机（已选定的需求单；5 分钟有效、一次有效）',
      response: VerificationCodeSentSchema,
      permission: FREIGHT_CODES.demandSign,
      ipRateLimited: true,
      body: byId,
    },
    ({ deps, session, body }) => sendSigningCode(deps, session, body.id),
  );
  api.getRaw(
    API.entrustDemandOrder.downloadContract,
    {
      ...session,
      summary: '下载已签约的货物运输合同 PDF（托运方或承运方；签署人、账号、北京时间、IP）',
      permission: FREIGHT_CODES.downloadContract,
      query: Strict({
        id: Fields.id(),
        check: opt(Type.Literal('1', { description: '1：只校验（权限、合同），不下载' })),
      }),
      queryToken: true,
      produces: ['application/pdf'],
    },
    async ({ deps, session, query, reply }) => {
      const contract = await signedContract(deps.db, session.companyId, query.id);
      if (query.check === '1') return void reply.send(ok(null));
      sendDownload(reply, 'application/pdf', contract.fileName, await contract.render());
    },
  );
}

/** carrierOrderManagement/signUp and the evaluations. */
function quoteAndEvaluationRoutes(api: ApiRouter): void {
  api.post(
    API.carrierOrderManagement.signUp,
    {
      ...session,
      summary: '承运方报价（报价中的需求单；每个承运方一个报价，再次报价替换价格；同一 requestId 只报一次）',
      response: QuoteSchema,
      permission: FREIGHT_CODES.quote,
      body: Strict({
        requestId: StockFields.requestId(),
        demandOrderId: Fields.id(),
        priceFen: Type.Integer({ minimum: 1, maximum: DEMAND_LIMITS.priceFenMax, description: '报价（分）' }),
        remark: opt(StockFields.text(DEMAND_LIMITS.remarkMax, F.quoteRemark)),
      }),
    },
    ({ deps, session, body }) => submitQuote(deps, session, body),
  );
  api.post(
    API.entrustEvaluation.evaluate,
    {
      ...session,
      summary: '评价承运方（托运方；承运订单已完成后，每单一次；1-5 星）',
      response: EvaluationSchema,
      permission: FREIGHT_CODES.evaluate,
      body: Strict({
        carrierOrderId: Fields.id(),
        stars: Type.Integer({ minimum: 1, maximum: 5, description: '星级 1-5' }),
        content: StockFields.text(EVALUATION_CONTENT_MAX, F.content),
      }),
    },
    ({ deps, session, body }) => evaluate(deps.db, session, deps.clock(), body),
  );
  api.post(
    API.entrustEvaluation.evaluateDetail,
    {
      ...session,
      summary: '承运订单的评价（托运方或承运方；未评价为 null）',
      response: Nullable(EvaluationSchema),
      body: Strict({ carrierOrderId: Fields.id() }),
    },
    ({ deps, session, body }) => evaluationDetail(deps.db, session.companyId, body.carrierOrderId),
  );
}

/** Freight entrustment, the demand side (托运需求单、报价、地址、黑名单、评价): src/contract/freight.ts. */
export const entrustModule: ApiModule = {
  tag: 'entrust',
  migrations: {
    '0027-entrust': entrust,
    '0029-entrust-list-keys': entrustListKeys,
    '0031-entrust-quote-requests': entrustQuoteRequests,
  },
  seedDemo: seedDemoEntrust,

  routes(api) {
    demandListRoutes(api);
    demandRoutes(api);
    quoteAndEvaluationRoutes(api);
    blacklistRoutes(api);
    addressRoutes(api);
  },
};
