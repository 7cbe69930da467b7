import { Type } from '@sinclair/typebox';
import { API } from '../../../src/contract/api-paths';
import type { StockAlertSettings } from '../../../src/contract/stock-alerts';
import { Strict } from '../../http/route';
import { wire } from '../../http/wire/schema';
import type { ApiModule } from '../index';
import { stockAlerts } from './migrations/0037-stock-alerts';
import { readAlertSettings, saveAlertSettings } from './settings';

const settingsFields = {
  message: Type.Boolean({ description: '站内消息提醒（默认开启）' }),
  sms: Type.Boolean({ description: '短信提醒（默认关闭）' }),
};

const SettingsSchema = wire<StockAlertSettings>()(Type.Object(settingsFields));

/** 托盘超期与闲置提醒: each account's own choice of how it is told (every role area). */
export const stockAlertsModule: ApiModule = {
  tag: 'stockAlert',
  migrations: { '0037-stock-alerts': stockAlerts },
  routes(api) {
    api.post(
      API.stockAlert.getSettings,
      {
        summary: '本账号的超期与闲置提醒设置',
        response: SettingsSchema,
        access: 'session',
        body: Strict({}),
      },
      ({ deps, session }) => readAlertSettings(deps.db, session.accountId),
    );
    api.post(
      API.stockAlert.saveSettings,
      {
        summary: '保存本账号的超期与闲置提醒设置（每天 8:00 后发送一次）',
        response: SettingsSchema,
        access: 'session',
        body: Strict(settingsFields),
      },
      ({ deps, session, body }) => saveAlertSettings(deps.db, deps.clock(), session.accountId, body),
    );
  },
};
