/** Story fixtures: invented messages for offline Storybook (never shown by the real widget). */
import type { MessageItem } from '../../contract/messages';

export const STORY_MESSAGES: readonly MessageItem[] = [
  {
    id: 'story-1',
    type: 'bill',
    title: '2025年2月托盘租赁账单已生成',
    content:
      '尊敬的上海乐橙食品有限公司：\n您 2025年2月 的托盘租赁账单已生成，应付金额 ¥12,860.00。\n请于 3月10日 前在「企业中心 › 对账管理」确认账单。',
    read: false,
    createdAt: '2025-03-01T01:05:00Z',
  },
  {
    id: 'story-2',
    type: 'business',
    title: '入库单 RK20250228001 已签收',
    content: '苏州工业园区仓 已签收 1210 川字塑料托盘 120 片，差异 0 片。',
    read: false,
    createdAt: '2025-02-28T08:42:00Z',
  },
  {
    id: 'story-3',
    type: 'contract',
    title: '《共享托盘使用协议》2.1 版待签署',
    content: '新版协议已发布，请企业管理员在「企业中心 › 在线签约」完成签署。',
    read: true,
    createdAt: '2025-02-27T03:00:00Z',
  },
  {
    id: 'story-4',
    type: 'system',
    title: '系统维护通知',
    content: '平台将于 3月2日 02:00–04:00 进行维护，期间暂停服务。',
    read: true,
    createdAt: '2025-02-26T10:00:00Z',
  },
  {
    id: 'story-5',
    type: 'business',
    title: '调拨单 DB20250225007 已被接收方确认',
    content: '广州白云物流有限公司 已接收 1311 田字网格托盘 40 片。',
    read: false,
    createdAt: '2025-02-25T06:20:00Z',
  },
  {
    id: 'story-6',
    type: 'system',
    title: '内容里的标记按原文显示',
    content: '这条消息的内容含有 HTML：<img src=x onerror=alert(1)>\n组件把它当作纯文本显示，不会执行。',
    read: false,
    createdAt: '2025-02-24T02:00:00Z',
  },
  ...Array.from({ length: 14 }, (_, index): MessageItem => ({
    id: `story-${index + 7}`,
    type: index % 2 ? 'business' : 'bill',
    title: `出库运单 CK202502${String(20 - index).padStart(2, '0')}0${index} 已到货`,
    content: '运单已到达 上海嘉定鲜果批发有限公司，请确认到货数量。',
    read: index % 3 !== 0,
    createdAt: new Date(Date.UTC(2025, 1, 20 - index, 4)).toISOString(),
  })),
];
