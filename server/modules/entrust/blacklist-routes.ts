import { Type } from '@sinclair/typebox';
import { API } from '../../../src/contract/api-paths';
import { FREIGHT_CODES } from '../../../src/contract/freight';
import { Fields } from '../../http/fields';
import { Strict, type ApiRouter } from '../../http/route';
import { StockFields } from '../stock';
import { addToBlacklist, listBlacklist, listCarriers, removeFromBlacklist } from './blacklist';
import { ENTRUST_LABELS } from './labels';
import { opt, reason, session } from './route-fields';
import { BlacklistEntrySchema, CarrierCompanySchema } from './wire';

/** entrust/blackList/: the shipper's blocked carriers. */
export function blacklistRoutes(api: ApiRouter): void {
  api.post(
    API.entrustBlackList.add,
    {
      ...session,
      summary: '拉黑承运方（其不再看到、也不能报价本企业的托运需求单）；返回黑名单',
      response: Type.Array(BlacklistEntrySchema),
      permission: FREIGHT_CODES.blacklist,
      body: Strict({ carrierCompanyId: Fields.id(), reason: reason() }),
    },
    ({ deps, session, body }) => addToBlacklist(deps.db, session.companyId, deps.clock(), body),
  );
  api.post(
    API.entrustBlackList.remove,
    {
      ...session,
      summary: '移出黑名单；返回黑名单',
      response: Type.Array(BlacklistEntrySchema),
      permission: FREIGHT_CODES.blacklist,
      body: Strict({ carrierCompanyId: Fields.id() }),
    },
    ({ deps, session, body }) => removeFromBlacklist(deps.db, session.companyId, body.carrierCompanyId),
  );
  api.post(
    API.entrustBlackList.list,
    {
      ...session,
      summary: '本企业的承运方黑名单',
      response: Type.Array(BlacklistEntrySchema),
      body: Strict({}),
    },
    ({ deps, session }) => listBlacklist(deps.db, session.companyId),
  );
  api.post(
    API.entrustBlackList.carriers,
    {
      ...session,
      summary: '平台的承运方（不含本企业），标明是否已被本企业拉黑',
      response: Type.Array(CarrierCompanySchema),
      body: Strict({ keyword: opt(StockFields.text(50, ENTRUST_LABELS.carrierKeyword)) }),
    },
    ({ deps, session, body }) => listCarriers(deps.db, session.companyId, body.keyword),
  );
}
