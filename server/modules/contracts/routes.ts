import { Type } from '@sinclair/typebox';
import { API } from '../../../src/contract/api-paths';
import { CONTRACT_CODES, CONTRACT_KIND_LABELS, CONTRACT_STATE_LABELS } from '../../../src/contract/contracts';
import { sendDownload } from '../../http/download';
import { ok } from '../../http/envelope';
import { Fields } from '../../http/fields';
import { registerPagedList } from '../../http/paged-list';
import { requirePermission, Strict, type ApiRouter } from '../../http/route';
import { OneOfKeys } from '../../http/wire/schema';
import type { ApiModule } from '../index';
import { StockFields } from '../stock';
import { eitherKind, permittedContract } from './access';
import { currentFile } from './files';
import { CONTRACT_EXPORT_LABELS, CONTRACT_LABELS, CONTRACT_PDF_LABELS } from './labels';
import { CONTRACT_COLUMNS, searchContracts } from './list';
import { mandatoryProtocol } from './mandatory';
import { contracts } from './migrations/0024-contracts';
import { pageCountOf, pageImages, pagePng } from './page-images';
import { contractBySource, toDetail } from './records';
import { seedDemoContracts } from './seed';
import { confirmSigning } from './signing';
import { verifySignedFile } from './verify';
import {
  ContractDetailSchema,
  ContractListItemSchema,
  ContractPageImagesSchema,
  MandatoryProtocolSchema,
  SignedFileVerdictSchema,
} from './wire';

const opt = Type.Optional;
/**
 * The enterprise center (role 5) and the pallet-sharing area (role 2, whose blocking notice lets an
 * account holding the sign codes sign in place).
 */
const roles = [2, 5] as const;
const session = { access: 'session', roles } as const;
const byId = Strict({ contractId: Fields.id() });
const PDF = 'application/pdf';
const PNG = 'image/png';
const checkOnly = { check: opt(Type.Literal('1', { description: '1：只校验（权限、合同），不下载' })) };

/** contract/: the list and its export, the detail, signing. */
function contractRoutes(api: ApiRouter): void {
  registerPagedList(api, {
    path: API.contract.searchOnlineSigningContract,
    summary: '在线签约合同列表（本企业，按合同类型；状态、合同编号或协议名称、签署截止日期筛选；新合同在前）',
    row: ContractListItemSchema,
    roles,
    permission: eitherKind('view'),
    exportPermission: eitherKind('view'),
    fileName: () => CONTRACT_EXPORT_LABELS.file,
    filters: {
      kind: OneOfKeys(CONTRACT_KIND_LABELS),
      state: opt(OneOfKeys(CONTRACT_STATE_LABELS)),
      keyword: opt(StockFields.text(50, CONTRACT_LABELS.keyword)),
      deadlineFrom: opt(StockFields.day(CONTRACT_LABELS.deadlineFrom)),
      deadlineTo: opt(StockFields.day(CONTRACT_LABELS.deadlineTo)),
    },
    columns: CONTRACT_COLUMNS,
    run: async (deps, session, filters, paging) => {
      await requirePermission(deps, session, CONTRACT_CODES[filters.kind].view);
      return searchContracts(deps.db, session, deps.clock(), filters, paging);
    },
  });
  api.post(
    API.contract.getBestSignContractDetail,
    {
      ...session,
      summary: '合同详情（条款、签署方、文件摘要；待签署过期即为已过期）',
      permission: eitherKind('view'),
      response: ContractDetailSchema,
      body: byId,
    },
    async ({ deps, session, body }) =>
      toDetail(deps.db, await permittedContract(deps, session, body.contractId, 'view'), deps.clock()),
  );
  api.post(
    API.contract.confirmSigning,
    {
      ...session,
      summary:
        '确认签署：短信验证码（verificationCode/getSignVerificationCode 发送到本人手机，5 分钟有效、一次有效；连续 5 次错误锁定签署 15 分钟）；客户签署后平台自动签章，生成签署文件并保存其 SHA-256。重复确认返回已签署的合同',
      permission: eitherKind('confirmSign'),
      response: ContractDetailSchema,
      body: Strict({
        contractId: Fields.id(),
        code: Fields.smsCode(),
        agreed: Type.Literal(true, { description: '已阅读并同意（必须为 true）' }),
      }),
    },
    ({ deps, session, body, request }) => confirmSigning(deps, session, body, request.ip),
  );
  api.postMultipart(
    API.contract.verifySignedFile,
    {
      ...session,
      summary:
        '验证签署文件（multipart 字段 file，PDF ≤ 10 MB）：计算上传文件的 SHA-256，与本企业已签署合同保存的签署文件摘要比对；一致（genuine=true）即为平台签署的原件，文件的任何改动（哪怕一个字节）或其他企业的文件均为 false（《电子签名法》第十三条：签署后对数据电文的任何改动能够被发现）',
      permission: eitherKind('view'),
      response: SignedFileVerdictSchema,
    },
    ({ deps, session, request }) => verifySignedFile(deps, session, request),
  );
}

/** contract/: the file, its pages as images, the 附页. */
function fileRoutes(api: ApiRouter): void {
  api.post(
    API.contract.getContractAttachmentImg,
    {
      ...session,
      summary: '合同页面图片（服务端将当前文件逐页渲染为 PNG 并缓存：待签署为草稿，签署后为签署文件）',
      permission: eitherKind('viewAttachment'),
      response: ContractPageImagesSchema,
      body: byId,
    },
    async ({ deps, session, body }) =>
      pageImages(
        deps.db,
        await permittedContract(deps, session, body.contractId, 'viewAttachment'),
        deps.clock(),
      ),
  );
  api.getRaw(
    API.contract.attachmentPage,
    {
      ...session,
      summary: '合同的一页（PNG）',
      permission: eitherKind('viewAttachment'),
      query: Strict({
        contractId: Fields.id(),
        page: Type.String({ pattern: '^[1-9]\\d{0,2}$', description: '页码' }),
      }),
      queryToken: true,
      produces: [PNG],
    },
    async ({ deps, session, query, reply }) => {
      const contract = await permittedContract(deps, session, query.contractId, 'viewAttachment');
      const png = await pagePng(deps.db, contract, Number(query.page), deps.clock());
      reply.header('content-type', PNG).header('cache-control', 'no-store').send(png);
    },
  );
  api.getRaw(
    API.contract.download,
    {
      ...session,
      summary: '下载合同 PDF（待签署时为草稿，签署后为签署文件，每次下载逐字节相同）',
      permission: eitherKind('download'),
      query: Strict({ contractId: Fields.id(), ...checkOnly }),
      queryToken: true,
      produces: [PDF],
    },
    async ({ deps, session, query, reply }) => {
      const contract = await permittedContract(deps, session, query.contractId, 'download');
      if (query.check === '1') return void reply.send(ok(null));
      const file = await currentFile(contract);
      sendDownload(reply, PDF, file.fileName, file.bytes);
    },
  );
  api.getRaw(
    API.contract.downloadAttachment,
    {
      ...session,
      summary: '下载附页（审计页：合同ID、未签署文件摘要、签署信息）PNG',
      permission: eitherKind('downloadAttachment'),
      query: Strict({ contractId: Fields.id(), ...checkOnly }),
      queryToken: true,
      produces: [PNG],
    },
    async ({ deps, session, query, reply }) => {
      const contract = await permittedContract(deps, session, query.contractId, 'downloadAttachment');
      if (query.check === '1') return void reply.send(ok(null));
      const png = await pagePng(deps.db, contract, pageCountOf(contract), deps.clock());
      sendDownload(reply, PNG, CONTRACT_PDF_LABELS.attachmentFileName(contract.contract_no), png);
    },
  );
  api.getRaw(
    API.contract.downloadBySourceId,
    {
      ...session,
      summary: '按业务单据下载签署文件（sourceId：合同所属的业务单据，如会员协议、委托单）',
      permission: eitherKind('download'),
      query: Strict({ sourceId: Fields.id(), ...checkOnly }),
      queryToken: true,
      produces: [PDF],
    },
    async ({ deps, session, query, reply }) => {
      const contract = await contractBySource(deps.db, session.companyId, query.sourceId);
      await requirePermission(deps, session, CONTRACT_CODES[contract.kind].download);
      if (query.check === '1') return void reply.send(ok(null));
      const file = await currentFile(contract);
      sendDownload(reply, PDF, file.fileName, file.bytes);
    },
  );
}

/** Online contract signing (在线签约): the model is the header of src/contract/contracts.ts. */
export const contractsModule: ApiModule = {
  tag: 'contract',
  migrations: { '0024-contracts': contracts },
  seedDemo: seedDemoContracts,
  routes(api) {
    contractRoutes(api);
    fileRoutes(api);
    api.post(
      API.customer.mandatoryProtocolQuery,
      {
        ...session,
        summary:
          '本企业是否须先签署标准合同（没有生效中的已签署标准合同时 mustSign=true，托盘共享区显示签署提示）；待签署合同与当前合同有效期',
        response: MandatoryProtocolSchema,
        body: Strict({}),
      },
      ({ deps, session }) => mandatoryProtocol(deps.db, session, deps.clock()),
    );
  },
};
