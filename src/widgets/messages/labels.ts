/** Every Chinese text of the <yp-messages> widget. */
import type { MessageType } from '../../contract/messages';

export const TYPE_LABELS: Readonly<Record<MessageType, string>> = {
  system: '系统消息',
  business: '业务消息',
  bill: '账单消息',
  contract: '合同消息',
};

export const messageLabels = {
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
} as const;
