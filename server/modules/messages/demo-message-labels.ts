import { localized } from '../../../src/contract/localized';

/**
 * The demo message centre's texts (demo-messages.ts), in Chinese and English. Company and role names are
 * data: the contents that name one take it as an argument.
 */
export const DEMO_MESSAGE_LABELS = localized(
  {
    maintenance: {
      title: '系统维护通知',
      content:
        '平台将于本周六 02:00-04:00 进行系统升级维护，期间托盘共享、账单查询等功能暂停使用，请提前安排业务。给您带来不便，敬请谅解。',
    },
    phishing: {
      title: '安全提醒：谨防钓鱼链接',
      content:
        '近期有不法分子冒充平台发送含有 <script>alert(1)</script> 等代码的链接。平台不会以任何形式索要您的密码或短信验证码，请勿点击来源不明的链接。',
    },
    traceLaunch: {
      title: '新功能上线：托盘溯源查询',
      content: '「托盘共享」新增溯源码查询功能，输入 32 位溯源码即可查看托盘的完整流转记录。',
    },
    roleChanged: {
      title: '子账号权限调整通知',
      content: (role: string) =>
        `企业管理员已调整角色「${role}」的权限，新增“入库管理”查看权限，重新登录后生效。`,
    },
    guideUpdated: {
      title: '平台操作指引已更新',
      content: '《Yelopack 平台操作指引》已更新至 2.3 版，新增调拨与归还流程说明，可在帮助中心下载。',
    },
    privacyPolicy: {
      title: '隐私政策更新',
      content: '我们更新了《隐私政策》，主要调整了短信验证码与登录日志的保存期限，请登录后查阅。',
    },
    holidayService: {
      title: '节假日服务安排',
      content: '节假日期间客服热线 400-820-8899 服务时间调整为 9:00-17:00，线上业务正常办理。',
    },
    hotlineHours: {
      title: '客服热线服务时间调整',
      content: '自下月起，客服热线工作日服务时间延长至 21:00。',
    },
    transferAwaiting: {
      title: '调拨单待签收',
      content: (sender: string) =>
        `${sender}向贵司调拨 1210 川字塑料托盘 200 片（调拨单号 DB20241115002），请及时在「待签收」中确认。`,
    },
    inboundSigned: {
      title: '入库单已签收',
      content: '入库单 RK20241112008 已签收，实收 1311 田字网格托盘 150 片，与发货数量一致。',
    },
    waybillArrived: {
      title: '出库运单已到达',
      content: '运单 YD20241110015（上海嘉定 → 成都双流）已到达收货方，请提醒客户确认收货。',
    },
    overdue: {
      title: '托盘超期提醒',
      content:
        '贵司上海嘉定仓有 1208 九脚注塑托盘 36 片已超过免租天数 15 天，请尽快安排归还，超期将按日计收租金。',
    },
    transferCancelled: {
      title: '调拨单已取消',
      content: '调拨单 DB20241108011 已由调出方取消，相关托盘已退回调出方库存。',
    },
    pickupBooked: {
      title: '上门取件已预约',
      content:
        '上门取件单 QJ20241106003 已预约成功，司机将于明日 9:00-12:00 到达上海嘉定仓，请提前备好托盘。',
    },
    recycleApproved: {
      title: '回收申请已审核通过',
      content: '回收申请 HS20241101006 已审核通过，回收 1210 川字塑料托盘 80 片。',
    },
    lowStock: {
      title: '库存预警',
      content: '上海嘉定仓 1210 川字塑料托盘在库数量已低于 50 片，请及时申请补充。',
    },
    returnConfirmed: {
      title: '下游客户归还已确认',
      content: (customer: string) => `${customer}归还的 1311 田字网格托盘 60 片已入库确认。`,
    },
    billIssued: {
      title: '账单已生成',
      content: '贵司上月租赁账单已生成，应付金额 ¥12,860.00，请于本月 20 日前完成支付。',
    },
    billDueSoon: {
      title: '账单即将逾期',
      content: '账单 ZD20241001 将于 3 天后逾期，应付余额 ¥3,410.00，逾期将影响信用额度。',
    },
    settlementToConfirm: {
      title: '结算单待确认',
      content: '结算单 JS20241105 已生成，结算金额 ¥8,240.50，请核对后在「结算管理」中确认。',
    },
    paymentConfirmed: {
      title: '付款已确认',
      content: '已收到贵司付款 ¥9,450.00（结算单 JS20241003），感谢您的支持。',
    },
    pointsCredited: {
      title: '积分到账',
      content: '本月按时付款奖励积分 500 分已到账，可在积分商城兑换礼品。',
    },
    depositRefunded: {
      title: '押金退还完成',
      content: '退还的 1208 九脚注塑托盘 20 片押金 ¥1,600.00 已原路退回。',
    },
    billIssuedPaid: {
      title: '账单已生成',
      content: '贵司租赁账单已生成，应付金额 ¥11,325.00，已按时支付，感谢您的支持。',
    },
    contractToSign: {
      title: '合同待签署',
      content: '《共享托盘使用协议》（2.1 版）已发起，请企业管理员在「合同管理」中完成在线签约。',
    },
    supplementToSign: {
      title: '补充协议待签署',
      content: '《免租天数调整补充协议》已发起，免租天数由 10 天调整为 15 天，请确认签署。',
    },
    contractExpiring: {
      title: '合同即将到期',
      content: '贵司《共享托盘使用协议》将于 30 天后到期，请及时联系客户经理办理续签。',
    },
    carrierContract: {
      title: '承运合同已生成',
      content: '托运需求单 XQ20241020 已选定报价，承运合同已生成，可在「合同管理」中下载。',
    },
    contractSigned: {
      title: '合同已签署生效',
      content: '《共享托盘使用协议》（2.0 版）双方已完成签署，自签署之日起生效。',
    },
    contractArchived: {
      title: '合同已归档',
      content: '已到期的《回收托盘运营服务协议》已归档，可在合同列表中查看历史版本。',
    },
    groupReport: {
      title: '集团数据报表已更新',
      content: '各工厂上月托盘周转数据已汇总，可在「集团数据」中查看数据报表。',
    },
    factoryLowStock: {
      title: '工厂库存预警',
      content: (factory: string) => `${factory} 1311 田字网格托盘在库数量低于安全库存。`,
    },
    groupBill: {
      title: '集团账单已生成',
      content: '集团上月合并账单已生成，应付金额 ¥56,300.00。',
    },
    transferIncoming: {
      title: '调拨单待签收',
      content: (sender: string) => `${sender}向贵司调拨 1210 川字塑料托盘 120 片，请及时确认。`,
    },
    agreementSigned: {
      title: '合同已签署生效',
      content: '《共享托盘使用协议》（2.1 版）已签署生效。',
    },
    inboundShipped: {
      title: '入库提醒',
      content: (sender: string) => `${sender}发往成都双流的 1208 九脚注塑托盘 90 片已发出，请注意查收。`,
    },
  },
  {
    maintenance: {
      title: 'System maintenance notice',
      content:
        'The platform will be upgraded this Saturday from 02:00 to 04:00. Pallet sharing, bill queries and other functions will be unavailable during that time; please plan your business ahead. We apologise for the inconvenience.',
    },
    phishing: {
      title: 'Security reminder: beware of phishing links',
      content:
        'Fraudsters have recently been posing as the platform and sending links containing code such as <script>alert(1)</script>. The platform never asks for your password or SMS code in any form; do not click links from unknown sources.',
    },
    traceLaunch: {
      title: 'New feature: pallet trace lookup',
      content:
        '“Pallet sharing” can now look up a trace code: enter a 32-digit trace code to see the full movement history of a pallet.',
    },
    roleChanged: {
      title: 'Sub-account permissions changed',
      content: (role) =>
        `The company administrator has changed the permissions of the role “${role}”: it can now view “Inbound management”. The change takes effect at the next login.`,
    },
    guideUpdated: {
      title: 'Platform guide updated',
      content:
        'The “Yelopack platform guide” has been updated to version 2.3, with new sections on transfers and returns. Download it from the help center.',
    },
    privacyPolicy: {
      title: 'Privacy policy updated',
      content:
        'We have updated our “Privacy policy”, mainly how long SMS codes and login logs are kept. Please log in to read it.',
    },
    holidayService: {
      title: 'Holiday service hours',
      content:
        'During the holidays the customer service hotline 400-820-8899 is open from 9:00 to 17:00; online business runs as usual.',
    },
    hotlineHours: {
      title: 'Customer service hotline hours changed',
      content: 'From next month, the customer service hotline is open until 21:00 on working days.',
    },
    transferAwaiting: {
      title: 'Transfer awaiting signature',
      content: (sender) =>
        `${sender} has transferred 200 1210 three-runner plastic pallets to your company (transfer DB20241115002). Please confirm it under “Awaiting signature”.`,
    },
    inboundSigned: {
      title: 'Inbound order signed',
      content:
        'Inbound order RK20241112008 has been signed: 150 1311 grid-deck pallets received, as many as were shipped.',
    },
    waybillArrived: {
      title: 'Outbound waybill arrived',
      content:
        'Waybill YD20241110015 (Shanghai Jiading → Chengdu Shuangliu) has reached the consignee. Please remind your customer to confirm receipt.',
    },
    overdue: {
      title: 'Overdue pallet reminder',
      content:
        'At your Shanghai Jiading warehouse, 36 1208 nine-leg injection-moulded pallets are 15 days past their rent-free days. Please arrange their return soon: overdue pallets are charged rent by the day.',
    },
    transferCancelled: {
      title: 'Transfer cancelled',
      content:
        'Transfer DB20241108011 has been cancelled by the sender; its pallets are back in the sender’s stock.',
    },
    pickupBooked: {
      title: 'Pickup booked',
      content:
        'Pickup order QJ20241106003 is booked: the driver will reach the Shanghai Jiading warehouse tomorrow between 9:00 and 12:00. Please have the pallets ready.',
    },
    recycleApproved: {
      title: 'Recycling request approved',
      content: 'Recycling request HS20241101006 has been approved: 80 1210 three-runner plastic pallets.',
    },
    lowStock: {
      title: 'Stock warning',
      content:
        'The Shanghai Jiading warehouse holds fewer than 50 1210 three-runner plastic pallets. Please request more in time.',
    },
    returnConfirmed: {
      title: 'Downstream customer return confirmed',
      content: (customer) =>
        `The 60 1311 grid-deck pallets returned by ${customer} have been received and confirmed.`,
    },
    billIssued: {
      title: 'Bill issued',
      content:
        'Your company’s rental bill for last month has been issued: ¥12,860.00 payable. Please pay by the 20th of this month.',
    },
    billDueSoon: {
      title: 'Bill due soon',
      content:
        'Bill ZD20241001 becomes overdue in 3 days with ¥3,410.00 outstanding. An overdue bill affects your credit limit.',
    },
    settlementToConfirm: {
      title: 'Settlement awaiting confirmation',
      content:
        'Settlement JS20241105 has been issued for ¥8,240.50. Please check it and confirm it under “Settlement management”.',
    },
    paymentConfirmed: {
      title: 'Payment confirmed',
      content:
        'We have received your payment of ¥9,450.00 (settlement JS20241003). Thank you for your support.',
    },
    pointsCredited: {
      title: 'Points credited',
      content:
        'This month’s reward for paying on time, 500 points, has been credited. Redeem them for gifts in the points shop.',
    },
    depositRefunded: {
      title: 'Deposit refunded',
      content:
        'The ¥1,600.00 deposit for the 20 returned 1208 nine-leg injection-moulded pallets has been refunded to the original account.',
    },
    billIssuedPaid: {
      title: 'Bill issued',
      content:
        'Your company’s rental bill has been issued: ¥11,325.00 payable, already paid on time. Thank you for your support.',
    },
    contractToSign: {
      title: 'Contract awaiting signature',
      content:
        'The “Shared Pallet Use Agreement” (version 2.1) has been issued. The company administrator signs it online under “Contract management”.',
    },
    supplementToSign: {
      title: 'Supplementary agreement awaiting signature',
      content:
        'The “Supplementary agreement on rent-free days” has been issued: rent-free days go from 10 to 15. Please confirm and sign it.',
    },
    contractExpiring: {
      title: 'Contract expiring soon',
      content:
        'Your company’s “Shared Pallet Use Agreement” expires in 30 days. Please contact your account manager to renew it.',
    },
    carrierContract: {
      title: 'Carrier contract issued',
      content:
        'A quote has been chosen for shipping demand XQ20241020 and the carrier contract has been issued. Download it under “Contract management”.',
    },
    contractSigned: {
      title: 'Contract signed and in force',
      content:
        'Both parties have signed the “Shared Pallet Use Agreement” (version 2.0); it is in force from the day of signing.',
    },
    contractArchived: {
      title: 'Contract archived',
      content:
        'The expired “Pallet Recycling Service Agreement” has been archived. Earlier versions are in the contract list.',
    },
    groupReport: {
      title: 'Group reports updated',
      content:
        'Last month’s pallet turnover of every factory has been compiled. See the reports under “Group data”.',
    },
    factoryLowStock: {
      title: 'Factory stock warning',
      content: (factory) => `${factory} holds fewer 1311 grid-deck pallets than its safety stock.`,
    },
    groupBill: {
      title: 'Group bill issued',
      content: 'The group’s combined bill for last month has been issued: ¥56,300.00 payable.',
    },
    transferIncoming: {
      title: 'Transfer awaiting signature',
      content: (sender) =>
        `${sender} has transferred 120 1210 three-runner plastic pallets to your company. Please confirm them in time.`,
    },
    agreementSigned: {
      title: 'Contract signed and in force',
      content: 'The “Shared Pallet Use Agreement” (version 2.1) has been signed and is in force.',
    },
    inboundShipped: {
      title: 'Inbound reminder',
      content: (sender) =>
        `${sender} has shipped 90 1208 nine-leg injection-moulded pallets to Chengdu Shuangliu. Please look out for them.`,
    },
  },
);
