/**
 * An in-memory stand-in for /api/customerMessage/ (the four calls and the unread stream), for the
 * stories (offline Storybook) and the browser tests. Not part of the widget's bundle.
 */
import type { Page } from '../../contract/envelope';
import type { MessageCollectData, MessageItem, MessageListQuery, MessageType } from '../../contract/messages';
import { formatDate } from '../../core';
import { installFakeEventSource } from '../../core/test-support/fake-event-source';
import { installFakeFetch, ok, type FakeCall, type FakeFetch } from '../test-support/fake-fetch';
import { UNREAD_STREAM_PATH } from '../../contract/messages';
import { TYPE_LABELS } from './labels';

const TYPES = Object.keys(TYPE_LABELS) as MessageType[];

export function collectData(messages: readonly MessageItem[]): MessageCollectData {
  return {
    unread: messages.filter((message) => !message.read).length,
    byType: TYPES.map((type) => {
      const ofType = messages.filter((message) => message.type === type);
      return { type, unread: ofType.filter((message) => !message.read).length, total: ofType.length };
    }),
  };
}

function listPage(messages: readonly MessageItem[], query: MessageListQuery): Page<MessageItem> {
  const matching = messages
    .filter((message) => !query.type || message.type === query.type)
    .filter((message) => query.read === undefined || message.read === query.read)
    .filter((message) => !query.keyword || `${message.title}${message.content}`.includes(query.keyword))
    .filter((message) => !query.dateStart || formatDate(message.createdAt) >= query.dateStart)
    .filter((message) => !query.dateEnd || formatDate(message.createdAt) <= query.dateEnd)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const start = (query.pageNum - 1) * query.pageSize;
  return {
    list: matching.slice(start, start + query.pageSize),
    total: matching.length,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    pages: Math.ceil(matching.length / query.pageSize),
  };
}

export interface FakeMessageBackend {
  readonly calls: FakeCall[];
  /** The calls made to one endpoint, e.g. 'getMessageList'. */
  callsTo(endpoint: string): FakeCall[];
  /** The server's messages as they are now (read flags change). */
  readonly messages: MessageItem[];
  /** Marks a message read or unread as another tab would, and pushes the new counts on the stream. */
  setRead(id: string, read: boolean): void;
  restore(): void;
}

export function installFakeMessageBackend(
  initial: readonly MessageItem[],
  options: { delayMs?: number } = {},
): FakeMessageBackend {
  const messages = initial.map((message) => ({ ...message }));
  const streams = installFakeEventSource();
  const pushCounts = () => streams.push(UNREAD_STREAM_PATH, 'unread', collectData(messages));

  const fetch: FakeFetch = installFakeFetch((call) => {
    const endpoint = call.path.replace('/api/customerMessage/', '');
    switch (endpoint) {
      case 'getMessageList':
        return ok(listPage(messages, call.body as unknown as MessageListQuery));
      case 'getMessageCollectData':
        return ok(collectData(messages));
      case 'getMessageDetail': {
        const message = messages.find((candidate) => candidate.id === call.body.id);
        if (!message) return { errcode: -1, errmsg: '消息不存在', data: null };
        if (!message.read) {
          message.read = true;
          pushCounts();
        }
        return ok({ ...message });
      }
      case 'clearUnread': {
        const cleared = messages.filter(
          (message) => !message.read && (!call.body.type || message.type === call.body.type),
        );
        for (const message of cleared) message.read = true;
        if (cleared.length) pushCounts();
        return ok({ cleared: cleared.length });
      }
      default:
        return undefined;
    }
  }, options);

  return {
    calls: fetch.calls,
    callsTo: (endpoint) => fetch.calls.filter((call) => call.path.endsWith(`/${endpoint}`)),
    messages,
    setRead(id, read) {
      const message = messages.find((candidate) => candidate.id === id);
      if (message) message.read = read;
      pushCounts();
    },
    restore() {
      fetch.restore();
      streams.restore();
    },
  };
}
