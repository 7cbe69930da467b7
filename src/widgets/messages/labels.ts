/** Every text, in Chinese and English, of the <yp-messages> widget. */
import type { MessageType } from '../../contract/messages';
import { localized } from '../../contract/localized';

export const TYPE_LABELS: Readonly<Record<MessageType, string>> = localized(
  {
    system: '系统消息',
    business: '业务消息',
    bill: '账单消息',
    contract: '合同消息',
  },
  {
    system: 'System',
    business: 'Business',
    bill: 'Bills',
    contract: 'Contracts',
  },
);

export const messageLabels = localized(
  {
    all: '全部',
    typeTabs: '消息类型',
    readState: { label: '阅读状态', unread: '未读', read: '已读' },
    keyword: { label: '关键词', placeholder: '标题或内容' },
    dateRange: '消息时间',
    columns: { title: '标题', type: '类型', time: '时间', read: '状态' },
    caption: '消息列表',
    unreadBadge: (count: number) => `${count} 条未读`,
    markAllRead: '全部已读',
    markAllReadConfirm: (scope: string) => `确定将${scope}的未读消息全部标记为已读吗？`,
    markAllReadDone: (count: number) => `已将 ${count} 条消息标记为已读`,
    empty: '暂无消息',
    loadFailed: '消息加载失败',
    retry: '重试',
    back: '返回',
    detailHeading: '消息详情',
    notFound: '未找到该消息',
  } as const,
  {
    all: 'All',
    typeTabs: 'Message type',
    readState: { label: 'Read status', unread: 'Unread', read: 'Read' },
    keyword: { label: 'Keyword', placeholder: 'Title or content' },
    dateRange: 'Message time',
    columns: { title: 'Title', type: 'Type', time: 'Time', read: 'Status' },
    caption: 'Messages',
    unreadBadge: (count: number) => `${count} unread`,
    markAllRead: 'Mark all as read',
    markAllReadConfirm: (scope: string) => `Mark all unread messages in ${scope} as read?`,
    markAllReadDone: (count: number) => `${count} messages marked as read`,
    empty: 'No messages',
    loadFailed: 'The messages failed to load',
    retry: 'Retry',
    back: 'Back',
    detailHeading: 'Message details',
    notFound: 'Message not found',
  },
);
