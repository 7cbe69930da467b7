import type { MessageType } from '../../../src/contract/messages';
import { DEMO_COMPANIES } from '../../db/seed/demo-accounts';

export interface DemoMessage {
  company: string;
  /** A demo userAccount: addressed to that account only; absent: to the whole company. */
  to?: string;
  type: MessageType;
  title: string;
  content: string;
  /** How long before the seed time it was sent. */
  daysAgo: number;
  /** Read by every account it is addressed to. */
  read: boolean;
}

const { leCheng, huaRunGroup, baiYun, shuWei } = DEMO_COMPANIES;

const m = (
  company: string,
  type: MessageType,
  daysAgo: number,
  read: boolean,
  title: string,
  content: string,
  to?: string,
): DemoMessage => ({
  company,
  type,
  daysAgo,
  read,
  title,
  content,
  ...(to ? { to } : {}),
});

/** The demo message centre: 30 for 上海乐橙 across the four types, a few for other demo companies. */
export const DEMO_MESSAGES: readonly DemoMessage[] = [
  m(
    leCheng,
    'system',
    1,
    false,
    '系统维护通知',
    '平台将于本周六 02:00-04:00 进行系统升级维护，期间托盘共享、账单查询等功能暂停使用，请提前安排业务。给您带来不便，敬请谅解。',
  ),
  m(
    leCheng,
    'system',
    3,
    false,
    '安全提醒：谨防钓鱼链接',
    '近期有不法分子冒充平台发送含有 <script>alert(1)</script> 等代码的链接。平台不会以任何形式索要您的密码或短信验证码，请勿点击来源不明的链接。',
  ),
  m(
    leCheng,
    'system',
    6,
    true,
    '新功能上线：托盘溯源查询',
    '「托盘共享」新增溯源码查询功能，输入 32 位溯源码即可查看托盘的完整流转记录。',
  ),
  m(
    leCheng,
    'system',
    12,
    true,
    '子账号权限调整通知',
    '企业管理员已调整角色「仓库文员」的权限，新增“入库管理”查看权限，重新登录后生效。',
  ),
  m(
    leCheng,
    'system',
    18,
    false,
    '平台操作指引已更新',
    '《Yelopack 平台操作指引》已更新至 2.3 版，新增调拨与归还流程说明，可在帮助中心下载。',
  ),
  m(
    leCheng,
    'system',
    25,
    true,
    '隐私政策更新',
    '我们更新了《隐私政策》，主要调整了短信验证码与登录日志的保存期限，请登录后查阅。',
  ),
  m(
    leCheng,
    'system',
    40,
    true,
    '节假日服务安排',
    '节假日期间客服热线 400-820-8899 服务时间调整为 9:00-17:00，线上业务正常办理。',
  ),
  m(leCheng, 'system', 50, true, '客服热线服务时间调整', '自下月起，客服热线工作日服务时间延长至 21:00。'),

  m(
    leCheng,
    'business',
    0,
    false,
    '调拨单待签收',
    '苏州华润包装集团昆山工厂向贵司调拨 1210 川字塑料托盘 200 片（调拨单号 DB20241115002），请及时在「待签收」中确认。',
  ),
  m(
    leCheng,
    'business',
    2,
    true,
    '入库单已签收',
    '入库单 RK20241112008 已签收，实收 1311 田字网格托盘 150 片，与发货数量一致。',
  ),
  m(
    leCheng,
    'business',
    4,
    false,
    '出库运单已到达',
    '运单 YD20241110015（上海嘉定 → 成都双流）已到达收货方，请提醒客户确认收货。',
  ),
  m(
    leCheng,
    'business',
    5,
    false,
    '托盘超期提醒',
    '贵司上海嘉定仓有 1208 九脚注塑托盘 36 片已超过免租天数 15 天，请尽快安排归还，超期将按日计收租金。',
  ),
  m(
    leCheng,
    'business',
    7,
    true,
    '调拨单已取消',
    '调拨单 DB20241108011 已由调出方取消，相关托盘已退回调出方库存。',
  ),
  m(
    leCheng,
    'business',
    9,
    true,
    '上门取件已预约',
    '上门取件单 QJ20241106003 已预约成功，司机将于明日 9:00-12:00 到达上海嘉定仓，请提前备好托盘。',
  ),
  m(
    leCheng,
    'business',
    14,
    true,
    '回收申请已审核通过',
    '回收申请 HS20241101006 已审核通过，回收 1210 川字塑料托盘 80 片。',
  ),
  m(
    leCheng,
    'business',
    20,
    false,
    '库存预警',
    '上海嘉定仓 1210 川字塑料托盘在库数量已低于 50 片，请及时申请补充。',
  ),
  m(
    leCheng,
    'business',
    33,
    true,
    '下游客户归还已确认',
    '上海嘉定鲜果批发有限公司归还的 1311 田字网格托盘 60 片已入库确认。',
  ),

  m(
    leCheng,
    'bill',
    1,
    false,
    '账单已生成',
    '贵司上月租赁账单已生成，应付金额 ¥12,860.00，请于本月 20 日前完成支付。',
  ),
  m(
    leCheng,
    'bill',
    2,
    false,
    '账单即将逾期',
    '账单 ZD20241001 将于 3 天后逾期，应付余额 ¥3,410.00，逾期将影响信用额度。',
  ),
  m(
    leCheng,
    'bill',
    3,
    false,
    '结算单待确认',
    '结算单 JS20241105 已生成，结算金额 ¥8,240.50，请核对后在「结算管理」中确认。',
  ),
  m(leCheng, 'bill', 8, true, '付款已确认', '已收到贵司付款 ¥9,450.00（结算单 JS20241003），感谢您的支持。'),
  m(leCheng, 'bill', 16, true, '积分到账', '本月按时付款奖励积分 500 分已到账，可在积分商城兑换礼品。'),
  m(leCheng, 'bill', 28, true, '押金退还完成', '退还的 1208 九脚注塑托盘 20 片押金 ¥1,600.00 已原路退回。'),
  m(
    leCheng,
    'bill',
    31,
    true,
    '账单已生成',
    '贵司租赁账单已生成，应付金额 ¥11,325.00，已按时支付，感谢您的支持。',
  ),

  m(
    leCheng,
    'contract',
    2,
    false,
    '合同待签署',
    '《共享托盘使用协议》（2.1 版）已发起，请企业管理员在「合同管理」中完成在线签约。',
    'demo_pallet',
  ),
  m(
    leCheng,
    'contract',
    6,
    true,
    '补充协议待签署',
    '《免租天数调整补充协议》已发起，免租天数由 10 天调整为 15 天，请确认签署。',
    'demo_pallet',
  ),
  m(
    leCheng,
    'contract',
    10,
    false,
    '合同即将到期',
    '贵司《共享托盘使用协议》将于 30 天后到期，请及时联系客户经理办理续签。',
  ),
  m(
    leCheng,
    'contract',
    22,
    true,
    '承运合同已生成',
    '托运需求单 XQ20241020 已选定报价，承运合同已生成，可在「合同管理」中下载。',
  ),
  m(
    leCheng,
    'contract',
    45,
    true,
    '合同已签署生效',
    '《共享托盘使用协议》（2.0 版）双方已完成签署，自签署之日起生效。',
  ),
  m(
    leCheng,
    'contract',
    58,
    true,
    '合同已归档',
    '已到期的《回收托盘运营服务协议》已归档，可在合同列表中查看历史版本。',
  ),

  m(
    huaRunGroup,
    'system',
    2,
    false,
    '集团数据报表已更新',
    '各工厂上月托盘周转数据已汇总，可在「集团数据」中查看数据报表。',
  ),
  m(
    huaRunGroup,
    'business',
    4,
    false,
    '工厂库存预警',
    '苏州华润包装集团无锡工厂 1311 田字网格托盘在库数量低于安全库存。',
  ),
  m(huaRunGroup, 'bill', 9, true, '集团账单已生成', '集团上月合并账单已生成，应付金额 ¥56,300.00。'),
  m(
    baiYun,
    'business',
    1,
    false,
    '调拨单待签收',
    '上海乐橙食品有限公司向贵司调拨 1210 川字塑料托盘 120 片，请及时确认。',
  ),
  m(baiYun, 'contract', 7, true, '合同已签署生效', '《共享托盘使用协议》（2.1 版）已签署生效。'),
  m(
    shuWei,
    'business',
    3,
    false,
    '入库提醒',
    '上海乐橙食品有限公司发往成都双流的 1208 九脚注塑托盘 90 片已发出，请注意查收。',
  ),
];
