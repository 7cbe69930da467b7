import { API } from '../../../src/contract/api-paths';
import { Type } from '@sinclair/typebox';
import { Fields } from '../../http/fields';
import { pageFields } from '../../http/paged-list';
import { Strict } from '../../http/route';
import type { ApiModule } from '../index';
import { sendAccountNotices } from './account-notices';
import { unreadCounts } from './counts';
import { listMessages } from './list';
import { clearUnread, readMessage } from './read-state';
import { MESSAGE_TYPES } from './tables';
import { streamUnreadCounts } from './unread-stream';
import { ClearUnreadResultSchema, MessageCollectDataSchema, MessageItemSchema } from './wire';
import { PageOf } from '../../http/wire/schema';
import { messages } from './migrations/0002-messages';
import { messageEnglish } from './migrations/0041-message-english';
import { seedDemoMessages } from './seed';

const messageType = () =>
  Type.Union(
    MESSAGE_TYPES.map((type) => Type.Literal(type)),
    { description: 'system | business | bill | contract' },
  );
const day = (description: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description });

/** SPEC §7 customerMessage/*: the message centre and its live unread count. */
export const messagesModule: ApiModule = {
  tag: 'customerMessage',
  migrations: { '0002-messages': messages, '0041-message-english': messageEnglish },
  seedDemo: seedDemoMessages,
  routes(api) {
    sendAccountNotices(api.deps);

    api.post(
      API.customerMessage.getMessageList,
      {
        summary: '消息列表（分页，最新在前）',
        response: PageOf(MessageItemSchema),
        access: 'session',
        body: Strict({
          ...pageFields(),
          type: Type.Optional(messageType()),
          read: Type.Optional(Type.Boolean()),
          keyword: Type.Optional(Type.String({ maxLength: 50, description: '标题或内容包含' })),
          dateStart: Type.Optional(day('开始日期 yyyy-MM-dd（含，北京时间）')),
          dateEnd: Type.Optional(day('结束日期 yyyy-MM-dd（含，北京时间）')),
        }),
      },
      ({ deps, session, body }) => listMessages(deps.db, session, body),
    );
    api.post(
      API.customerMessage.getMessageDetail,
      {
        summary: '消息详情（并标记为已读）',
        response: MessageItemSchema,
        access: 'session',
        body: Strict({ id: Fields.id() }),
      },
      ({ deps, session, body }) => readMessage(deps, session, body.id),
    );
    api.post(
      API.customerMessage.getMessageCollectData,
      { summary: '未读消息统计', response: MessageCollectDataSchema, access: 'session', body: Strict({}) },
      ({ deps, session }) => unreadCounts(deps.db, session),
    );
    api.post(
      API.customerMessage.clearUnread,
      {
        summary: '全部标记为已读（可按类型）',
        response: ClearUnreadResultSchema,
        access: 'session',
        body: Strict({ type: Type.Optional(messageType()) }),
      },
      ({ deps, session, body }) => clearUnread(deps, session, body.type),
    );
    // EventSource cannot set headers, hence the token in the query on this route (never logged).
    api.getRaw(
      API.customerMessage.stream,
      {
        summary: '未读数实时推送（server-sent events: unread）',
        produces: ['text/event-stream'],
        access: 'session',
        query: Strict({}),
        queryToken: true,
      },
      ({ deps, session, reply }) => streamUnreadCounts(deps, session, reply),
    );
  },
};
