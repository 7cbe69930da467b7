import { Type } from '@sinclair/typebox';
import {
  type ClearUnreadResult,
  type MessageCollectData,
  type MessageItem,
  type MessageType,
} from '../../../src/contract/messages';
import { Instant, Int, OneOf, wire } from '../../http/wire/schema';

/** Response schemas of src/contract/messages.ts (the message centre). */

const MESSAGE_TYPES: readonly MessageType[] = ['system', 'business', 'bill', 'contract'];
const MessageTypeSchema = () => OneOf(MESSAGE_TYPES);

export const MessageItemSchema = wire<MessageItem>()(
  Type.Object({
    id: Type.String(),
    type: MessageTypeSchema(),
    title: Type.String(),
    content: Type.String(),
    read: Type.Boolean(),
    createdAt: Instant(),
  }),
);

export const MessageCollectDataSchema = wire<MessageCollectData>()(
  Type.Object({
    unread: Int(),
    byType: Type.Array(Type.Object({ type: MessageTypeSchema(), unread: Int(), total: Int() })),
  }),
);

export const ClearUnreadResultSchema = wire<ClearUnreadResult>()(Type.Object({ cleared: Int() }));
