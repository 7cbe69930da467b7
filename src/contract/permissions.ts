/**
 * The permission catalogue: every permission code of SPEC §6 with its name in Chinese and English.
 * One list for both sides: the server seeds roles from it and checks codes against it; the client
 * names codes from it. Codes follow `<area>-<group>-<page>-<action>`.
 */
import { localized } from './localized';

export interface PermissionDefinition {
  code: PermissionCode;
  name: string;
}

/**
 * Each code's name, 「page-action」 in both languages (the role form groups codes by the page before the
 * '-', so no page name holds one).
 */
const PERMISSION_NAMES = localized(
  {
    // 托盘共享 · 运输 · 入库管理
    'yelopack-transport-import-checkDetail': '入库管理-查看详情',
    'yelopack-transport-import-confirmFinish': '入库管理-确认入库完成',
    'yelopack-transport-import-buildInbound': '入库管理-生成入库单',
    'yelopack-transport-import-export': '入库管理-导出',
    // 托盘共享 · 运输 · 出库管理
    'yelopack-transport-out-checkDetail': '出库管理-查看详情',
    'yelopack-transport-out-confirmArrive': '出库管理-确认到货',
    'yelopack-transport-out-delete': '出库管理-删除',
    'yelopack-transport-out-export': '出库管理-导出',
    // 托盘共享 · 库存 · 自有库存
    'yelopack-stock-own-checkDetail': '自有库存-查看详情',
    'yelopack-stock-own-saleOut': '自有库存-销售出库',
    'yelopack-stock-own-transferOut': '自有库存-调拨出库',
    'yelopack-stock-own-confirmInbound': '自有库存-确认入库',
    'yelopack-stock-own-applyRecycling': '自有库存-申请回收',
    'yelopack-stock-own-export': '自有库存-导出',
    'yelopack-stock-own-exportDetail': '自有库存-导出库存明细',
    'yelopack-stock-own-buildInbound': '自有库存-生成入库单',
    // 托盘共享 · 库存 · 自有库存(C1)
    'yelopack-stock-ownC1-export': '自有库存(C1)-导出',
    'yelopack-stock-ownC1-exportDetail': '自有库存(C1)-导出库存明细',
    'yelopack-stock-ownC1-check': '自有库存(C1)-查看',
    'yelopack-stock-ownC1-transferOut': '自有库存(C1)-调拨出库',
    'yelopack-stock-ownC1-returnTray': '自有库存(C1)-归还托盘',
    // 托盘共享 · 库存 · 待签收
    'yelopack-stock-sign-export': '待签收-导出',
    'yelopack-stock-sign-check': '待签收-查看',
    'yelopack-stock-sign-sign': '待签收-签收',
    // 托盘共享 · 库存 · 调拨记录
    'yelopack-stock-transfer-export': '调拨记录-导出',
    'yelopack-stock-transfer-cancel': '调拨记录-取消',
    // 托盘共享 · 归还记录
    'yelopack-returntray-record-export': '归还记录-导出',
    'yelopack-returntray-record-check': '归还记录-查看',
    // 托盘共享 · 库存 · 流转出库
    'yelopack-stock-circulation-export': '流转出库-导出',
    'yelopack-stock-circulation-out': '流转出库-出库',
    // 托盘共享 · 库存 · 编码管理
    'yelopack-stock-code-export': '编码管理-导出',
    // 托盘共享 · 归还 · 上门取件 / 自行归还
    'yelopack-return-toDoor-export': '上门取件-导出',
    'yelopack-return-toDoor-check': '上门取件-查看',
    'yelopack-return-toDoor-goReturn': '上门取件-去归还',
    'yelopack-return-self-export': '自行归还-导出',
    'yelopack-return-self-check': '自行归还-查看',
    // 托盘共享 · 仓库管理
    'yelopack-address-manage-new': '仓库管理-新增',
    'yelopack-address-manage-edit': '仓库管理-编辑',
    'yelopack-address-manage-export': '仓库管理-导出',
    // 托盘共享 · 销售客户管理
    'yelopack-customer-sale-export': '销售客户管理-导出',
    'yelopack-customer-sale-checkDetail': '销售客户管理-查看详情',
    // 企业中心 · 结算
    'center-settle-points-detail': '积分账单-详情',
    'center-settle-points-audit': '积分账单-审核',
    'center-settle-points-export': '积分账单-导出',
    'center-settle-check-detail': '对账管理-详情',
    'center-settle-check-confirmBill': '对账管理-确认账单',
    'center-settle-checkC1-detail': '对账管理(C1)-详情',
    'center-settle-checkC1-confirmBill': '对账管理(C1)-确认账单',
    'center-settle-checkC1-exportDetail': '对账管理(C1)-导出明细',
    'center-settle-payment-detail': '付款管理-详情',
    'center-settle-payment-pay': '付款管理-支付',
    'center-settle-balancePoints-detail': '余额积分-详情',
    'center-settle-balancePoints-operation': '余额积分-操作',
    // 物流
    'logistics-waybill-sign': '运单-签收',
    'logistics-waybill-export': '运单-导出',
    'logistics-vehicle-audit': '车辆审核-审核',
    'logistics-vehicle-reject': '车辆审核-驳回',
    'logistics-vehicle-check': '车辆审核-查看',
    'logistics-entrust-downloadContract': '托运需求单-下载合同',
    // 物流 · codes of our own (issue 15) for the buttons SPEC §6 names none for
    'logistics-demand-edit': '托运需求单-新增编辑',
    'logistics-demand-cancel': '托运需求单-取消',
    'logistics-demand-sign': '托运需求单-选定报价并签约',
    'logistics-demand-export': '托运需求单-导出',
    'logistics-quote-signUp': '货源大厅-报价',
    'logistics-carrier-dispatch': '承运订单-派车与装卸',
    'logistics-carrier-cancel': '承运订单-取消',
    'logistics-carrier-evaluate': '承运订单-评价',
    'logistics-carrier-blacklist': '承运订单-拉黑承运方',
    'logistics-address-edit': '托运地址-新增编辑删除',
    'logistics-address-export': '托运地址-导出',
    'logistics-settle-export': '运费结算-导出',
    // 企业中心 · 在线签约
    'center-contract-online-sign': '在线签约-签署',
    'center-contract-online-view': '在线签约-查看',
    'center-contract-online-download': '在线签约-下载合同',
    'center-contract-online-confirmSign': '在线签约-确认签署',
    'center-contract-online-viewAttachment': '在线签约-查看附件页',
    'center-contract-online-downloadAttachment': '在线签约-下载附件页',
    'center-contract-online-c1-sign': '在线签约(C1)-签署',
    'center-contract-online-c1-view': '在线签约(C1)-查看',
    'center-contract-online-c1-download': '在线签约(C1)-下载合同',
    'center-contract-online-c1-confirmSign': '在线签约(C1)-确认签署',
    'center-contract-online-c1-viewAttachment': '在线签约(C1)-查看附件页',
    'center-contract-online-c1-downloadAttachment': '在线签约(C1)-下载附件页',
    // 企业中心 · 企业管理员
    'center-account-admin-apply': '企业管理员-申请',
    'center-account-admin-authorize': '企业管理员-授权转移',
    // 企业中心 · 子账号管理 / 角色管理 (SPEC §6 names no codes: issue 12)
    'center-account-company-add': '子账号管理-新增',
    'center-account-company-edit': '子账号管理-编辑',
    'center-account-company-enable': '子账号管理-启用停用',
    'center-account-company-delete': '子账号管理-删除',
    'center-account-role-add': '角色管理-新增',
    'center-account-role-edit': '角色管理-编辑',
    'center-account-role-enable': '角色管理-启用停用',
    'center-account-role-delete': '角色管理-删除',
    // 企业中心 · 积分商城 (SPEC §6 names no codes: issue 12; one's own addresses need none)
    'center-shop-exchange': '积分商城-兑换',
    'center-shop-order-export': '积分订单-导出',
    // 企业中心 · 企业会员认证 (issue 12: submitting a certification step; viewing needs no code)
    'center-account-vip-submit': '企业会员认证-提交',
    // 企业中心 · 我的账户 (SPEC §6 names no code: issue 12): the coupon and points-detail exports
    'center-account-my-export': '我的账户-导出',
    // 集团数据 / 下游客户数据 (SPEC §6 names no codes: issue 14): the exports of their lists
    'group-data-export': '集团数据-导出',
    'downstream-data-export': '下游客户数据-导出',
  },
  {
    'yelopack-transport-import-checkDetail': 'Inbound-View details',
    'yelopack-transport-import-confirmFinish': 'Inbound-Confirm inbound complete',
    'yelopack-transport-import-buildInbound': 'Inbound-Create inbound order',
    'yelopack-transport-import-export': 'Inbound-Export',
    'yelopack-transport-out-checkDetail': 'Outbound-View details',
    'yelopack-transport-out-confirmArrive': 'Outbound-Confirm arrival',
    'yelopack-transport-out-delete': 'Outbound-Delete',
    'yelopack-transport-out-export': 'Outbound-Export',
    'yelopack-stock-own-checkDetail': 'Own stock-View details',
    'yelopack-stock-own-saleOut': 'Own stock-Sale outbound',
    'yelopack-stock-own-transferOut': 'Own stock-Transfer outbound',
    'yelopack-stock-own-confirmInbound': 'Own stock-Confirm inbound',
    'yelopack-stock-own-applyRecycling': 'Own stock-Apply for recycling',
    'yelopack-stock-own-export': 'Own stock-Export',
    'yelopack-stock-own-exportDetail': 'Own stock-Export stock details',
    'yelopack-stock-own-buildInbound': 'Own stock-Create inbound order',
    'yelopack-stock-ownC1-export': 'Own stock (C1)-Export',
    'yelopack-stock-ownC1-exportDetail': 'Own stock (C1)-Export stock details',
    'yelopack-stock-ownC1-check': 'Own stock (C1)-View',
    'yelopack-stock-ownC1-transferOut': 'Own stock (C1)-Transfer outbound',
    'yelopack-stock-ownC1-returnTray': 'Own stock (C1)-Return pallets',
    'yelopack-stock-sign-export': 'Awaiting receipt-Export',
    'yelopack-stock-sign-check': 'Awaiting receipt-View',
    'yelopack-stock-sign-sign': 'Awaiting receipt-Sign for',
    'yelopack-stock-transfer-export': 'Transfers-Export',
    'yelopack-stock-transfer-cancel': 'Transfers-Cancel',
    'yelopack-returntray-record-export': 'Return records-Export',
    'yelopack-returntray-record-check': 'Return records-View',
    'yelopack-stock-circulation-export': 'Circulation outbound-Export',
    'yelopack-stock-circulation-out': 'Circulation outbound-Outbound',
    'yelopack-stock-code-export': 'Pallet codes-Export',
    'yelopack-return-toDoor-export': 'Door pickup-Export',
    'yelopack-return-toDoor-check': 'Door pickup-View',
    'yelopack-return-toDoor-goReturn': 'Door pickup-Return',
    'yelopack-return-self-export': 'Self return-Export',
    'yelopack-return-self-check': 'Self return-View',
    'yelopack-address-manage-new': 'Warehouses-Add',
    'yelopack-address-manage-edit': 'Warehouses-Edit',
    'yelopack-address-manage-export': 'Warehouses-Export',
    'yelopack-customer-sale-export': 'Sales customers-Export',
    'yelopack-customer-sale-checkDetail': 'Sales customers-View details',
    'center-settle-points-detail': 'Points statements-Details',
    'center-settle-points-audit': 'Points statements-Approve',
    'center-settle-points-export': 'Points statements-Export',
    'center-settle-check-detail': 'Reconciliation-Details',
    'center-settle-check-confirmBill': 'Reconciliation-Confirm bill',
    'center-settle-checkC1-detail': 'Reconciliation (C1)-Details',
    'center-settle-checkC1-confirmBill': 'Reconciliation (C1)-Confirm bill',
    'center-settle-checkC1-exportDetail': 'Reconciliation (C1)-Export details',
    'center-settle-payment-detail': 'Payments-Details',
    'center-settle-payment-pay': 'Payments-Pay',
    'center-settle-balancePoints-detail': 'Points balance-Details',
    'center-settle-balancePoints-operation': 'Points balance-Operate',
    'logistics-waybill-sign': 'Waybills-Sign for',
    'logistics-waybill-export': 'Waybills-Export',
    'logistics-vehicle-audit': 'Vehicle review-Approve',
    'logistics-vehicle-reject': 'Vehicle review-Reject',
    'logistics-vehicle-check': 'Vehicle review-View',
    'logistics-entrust-downloadContract': 'Shipping demands-Download contract',
    'logistics-demand-edit': 'Shipping demands-Add or edit',
    'logistics-demand-cancel': 'Shipping demands-Cancel',
    'logistics-demand-sign': 'Shipping demands-Choose a quote and sign',
    'logistics-demand-export': 'Shipping demands-Export',
    'logistics-quote-signUp': 'Freight hall-Quote',
    'logistics-carrier-dispatch': 'Carrier orders-Dispatch, load and unload',
    'logistics-carrier-cancel': 'Carrier orders-Cancel',
    'logistics-carrier-evaluate': 'Carrier orders-Rate',
    'logistics-carrier-blacklist': 'Carrier orders-Blacklist the carrier',
    'logistics-address-edit': 'Shipping addresses-Add, edit or delete',
    'logistics-address-export': 'Shipping addresses-Export',
    'logistics-settle-export': 'Freight settlement-Export',
    'center-contract-online-sign': 'Online signing-Sign',
    'center-contract-online-view': 'Online signing-View',
    'center-contract-online-download': 'Online signing-Download contract',
    'center-contract-online-confirmSign': 'Online signing-Confirm signing',
    'center-contract-online-viewAttachment': 'Online signing-View attachment page',
    'center-contract-online-downloadAttachment': 'Online signing-Download attachment page',
    'center-contract-online-c1-sign': 'Online signing (C1)-Sign',
    'center-contract-online-c1-view': 'Online signing (C1)-View',
    'center-contract-online-c1-download': 'Online signing (C1)-Download contract',
    'center-contract-online-c1-confirmSign': 'Online signing (C1)-Confirm signing',
    'center-contract-online-c1-viewAttachment': 'Online signing (C1)-View attachment page',
    'center-contract-online-c1-downloadAttachment': 'Online signing (C1)-Download attachment page',
    'center-account-admin-apply': 'Company administrator-Apply',
    'center-account-admin-authorize': 'Company administrator-Hand over',
    'center-account-company-add': 'Sub accounts-Add',
    'center-account-company-edit': 'Sub accounts-Edit',
    'center-account-company-enable': 'Sub accounts-Enable or disable',
    'center-account-company-delete': 'Sub accounts-Delete',
    'center-account-role-add': 'Roles-Add',
    'center-account-role-edit': 'Roles-Edit',
    'center-account-role-enable': 'Roles-Enable or disable',
    'center-account-role-delete': 'Roles-Delete',
    'center-shop-exchange': 'Points shop-Redeem',
    'center-shop-order-export': 'Redemption orders-Export',
    'center-account-vip-submit': 'Membership certification-Submit',
    'center-account-my-export': 'My account-Export',
    'group-data-export': 'Group data-Export',
    'downstream-data-export': 'Downstream customer data-Export',
  },
);

export type PermissionCode = keyof typeof PERMISSION_NAMES;

/** The catalogue in its order; a name reads in the language in force (the role form shows it). */
export const PERMISSIONS: readonly PermissionDefinition[] = (
  Object.keys(PERMISSION_NAMES) as PermissionCode[]
).map((code) => ({
  code,
  get name() {
    return PERMISSION_NAMES[code];
  },
}));
