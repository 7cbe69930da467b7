/**
 * The permission catalogue: every permission code of SPEC §6 with its Chinese name.
 * One list for both sides: the server seeds roles from it and checks codes against it; the client
 * names codes from it. Codes follow `<area>-<group>-<page>-<action>`.
 */
export interface PermissionDefinition {
  code: string;
  name: string;
}

export const PERMISSIONS = [
  // 托盘共享 · 运输 · 入库管理
  { code: 'yelopack-transport-import-checkDetail', name: '入库管理-查看详情' },
  { code: 'yelopack-transport-import-confirmFinish', name: '入库管理-确认入库完成' },
  { code: 'yelopack-transport-import-buildInbound', name: '入库管理-生成入库单' },
  { code: 'yelopack-transport-import-export', name: '入库管理-导出' },
  // 托盘共享 · 运输 · 出库管理
  { code: 'yelopack-transport-out-checkDetail', name: '出库管理-查看详情' },
  { code: 'yelopack-transport-out-confirmArrive', name: '出库管理-确认到货' },
  { code: 'yelopack-transport-out-delete', name: '出库管理-删除' },
  { code: 'yelopack-transport-out-export', name: '出库管理-导出' },
  // 托盘共享 · 库存 · 自有库存
  { code: 'yelopack-stock-own-checkDetail', name: '自有库存-查看详情' },
  { code: 'yelopack-stock-own-saleOut', name: '自有库存-销售出库' },
  { code: 'yelopack-stock-own-transferOut', name: '自有库存-调拨出库' },
  { code: 'yelopack-stock-own-confirmInbound', name: '自有库存-确认入库' },
  { code: 'yelopack-stock-own-applyRecycling', name: '自有库存-申请回收' },
  { code: 'yelopack-stock-own-export', name: '自有库存-导出' },
  { code: 'yelopack-stock-own-exportDetail', name: '自有库存-导出库存明细' },
  { code: 'yelopack-stock-own-buildInbound', name: '自有库存-生成入库单' },
  // 托盘共享 · 库存 · 自有库存(C1)
  { code: 'yelopack-stock-ownC1-export', name: '自有库存(C1)-导出' },
  { code: 'yelopack-stock-ownC1-exportDetail', name: '自有库存(C1)-导出库存明细' },
  { code: 'yelopack-stock-ownC1-check', name: '自有库存(C1)-查看' },
  { code: 'yelopack-stock-ownC1-transferOut', name: '自有库存(C1)-调拨出库' },
  { code: 'yelopack-stock-ownC1-returnTray', name: '自有库存(C1)-归还托盘' },
  // 托盘共享 · 库存 · 待签收
  { code: 'yelopack-stock-sign-export', name: '待签收-导出' },
  { code: 'yelopack-stock-sign-check', name: '待签收-查看' },
  { code: 'yelopack-stock-sign-sign', name: '待签收-签收' },
  // 托盘共享 · 库存 · 调拨记录
  { code: 'yelopack-stock-transfer-export', name: '调拨记录-导出' },
  { code: 'yelopack-stock-transfer-cancel', name: '调拨记录-取消' },
  // 托盘共享 · 归还记录
  { code: 'yelopack-returntray-record-export', name: '归还记录-导出' },
  { code: 'yelopack-returntray-record-check', name: '归还记录-查看' },
  // 托盘共享 · 库存 · 流转出库
  { code: 'yelopack-stock-circulation-export', name: '流转出库-导出' },
  { code: 'yelopack-stock-circulation-out', name: '流转出库-出库' },
  // 托盘共享 · 库存 · 编码管理
  { code: 'yelopack-stock-code-export', name: '编码管理-导出' },
  // 托盘共享 · 归还 · 上门取件 / 自行归还
  { code: 'yelopack-return-toDoor-export', name: '上门取件-导出' },
  { code: 'yelopack-return-toDoor-check', name: '上门取件-查看' },
  { code: 'yelopack-return-toDoor-goReturn', name: '上门取件-去归还' },
  { code: 'yelopack-return-self-export', name: '自行归还-导出' },
  { code: 'yelopack-return-self-check', name: '自行归还-查看' },
  // 托盘共享 · 仓库管理
  { code: 'yelopack-address-manage-new', name: '仓库管理-新增' },
  { code: 'yelopack-address-manage-edit', name: '仓库管理-编辑' },
  { code: 'yelopack-address-manage-export', name: '仓库管理-导出' },
  // 托盘共享 · 销售客户管理
  { code: 'yelopack-customer-sale-export', name: '销售客户管理-导出' },
  { code: 'yelopack-customer-sale-checkDetail', name: '销售客户管理-查看详情' },
  // 企业中心 · 结算
  { code: 'center-settle-points-detail', name: '积分账单-详情' },
  { code: 'center-settle-points-audit', name: '积分账单-审核' },
  { code: 'center-settle-points-export', name: '积分账单-导出' },
  { code: 'center-settle-check-detail', name: '对账管理-详情' },
  { code: 'center-settle-check-confirmBill', name: '对账管理-确认账单' },
  { code: 'center-settle-checkC1-detail', name: '对账管理(C1)-详情' },
  { code: 'center-settle-checkC1-confirmBill', name: '对账管理(C1)-确认账单' },
  { code: 'center-settle-checkC1-exportDetail', name: '对账管理(C1)-导出明细' },
  { code: 'center-settle-payment-detail', name: '付款管理-详情' },
  { code: 'center-settle-payment-pay', name: '付款管理-支付' },
  { code: 'center-settle-balancePoints-detail', name: '余额积分-详情' },
  { code: 'center-settle-balancePoints-operation', name: '余额积分-操作' },
  // 物流
  { code: 'logistics-waybill-sign', name: '运单-签收' },
  { code: 'logistics-waybill-export', name: '运单-导出' },
  { code: 'logistics-vehicle-audit', name: '车辆审核-审核' },
  { code: 'logistics-vehicle-reject', name: '车辆审核-驳回' },
  { code: 'logistics-vehicle-check', name: '车辆审核-查看' },
  { code: 'logistics-entrust-downloadContract', name: '托运需求单-下载合同' },
  // 物流 · codes of our own (issue 15) for the buttons SPEC §6 names none for
  { code: 'logistics-demand-edit', name: '托运需求单-新增编辑' },
  { code: 'logistics-demand-cancel', name: '托运需求单-取消' },
  { code: 'logistics-demand-sign', name: '托运需求单-选定报价并签约' },
  { code: 'logistics-demand-export', name: '托运需求单-导出' },
  { code: 'logistics-quote-signUp', name: '货源大厅-报价' },
  { code: 'logistics-carrier-dispatch', name: '承运订单-派车与装卸' },
  { code: 'logistics-carrier-cancel', name: '承运订单-取消' },
  { code: 'logistics-carrier-evaluate', name: '承运订单-评价' },
  { code: 'logistics-carrier-blacklist', name: '承运订单-拉黑承运方' },
  { code: 'logistics-address-edit', name: '托运地址-新增编辑删除' },
  { code: 'logistics-address-export', name: '托运地址-导出' },
  { code: 'logistics-settle-export', name: '运费结算-导出' },
  // 企业中心 · 在线签约
  { code: 'center-contract-online-sign', name: '在线签约-签署' },
  { code: 'center-contract-online-view', name: '在线签约-查看' },
  { code: 'center-contract-online-download', name: '在线签约-下载合同' },
  { code: 'center-contract-online-confirmSign', name: '在线签约-确认签署' },
  { code: 'center-contract-online-viewAttachment', name: '在线签约-查看附件页' },
  { code: 'center-contract-online-downloadAttachment', name: '在线签约-下载附件页' },
  { code: 'center-contract-online-c1-sign', name: '在线签约(C1)-签署' },
  { code: 'center-contract-online-c1-view', name: '在线签约(C1)-查看' },
  { code: 'center-contract-online-c1-download', name: '在线签约(C1)-下载合同' },
  { code: 'center-contract-online-c1-confirmSign', name: '在线签约(C1)-确认签署' },
  { code: 'center-contract-online-c1-viewAttachment', name: '在线签约(C1)-查看附件页' },
  { code: 'center-contract-online-c1-downloadAttachment', name: '在线签约(C1)-下载附件页' },
  // 企业中心 · 企业管理员
  { code: 'center-account-admin-apply', name: '企业管理员-申请' },
  { code: 'center-account-admin-authorize', name: '企业管理员-授权转移' },
  // 企业中心 · 子账号管理 / 角色管理 (SPEC §6 names no codes: issue 12)
  { code: 'center-account-company-add', name: '子账号管理-新增' },
  { code: 'center-account-company-edit', name: '子账号管理-编辑' },
  { code: 'center-account-company-enable', name: '子账号管理-启用停用' },
  { code: 'center-account-company-delete', name: '子账号管理-删除' },
  { code: 'center-account-role-add', name: '角色管理-新增' },
  { code: 'center-account-role-edit', name: '角色管理-编辑' },
  { code: 'center-account-role-enable', name: '角色管理-启用停用' },
  { code: 'center-account-role-delete', name: '角色管理-删除' },
  // 企业中心 · 积分商城 (SPEC §6 names no codes: issue 12; one's own addresses need none)
  { code: 'center-shop-exchange', name: '积分商城-兑换' },
  { code: 'center-shop-order-export', name: '积分订单-导出' },
  // 企业中心 · 企业会员认证 (issue 12: submitting a certification step; viewing needs no code)
  { code: 'center-account-vip-submit', name: '企业会员认证-提交' },
  // 企业中心 · 我的账户 (SPEC §6 names no code: issue 12): the coupon and points-detail exports
  { code: 'center-account-my-export', name: '我的账户-导出' },
  // 集团数据 / 下游客户数据 (SPEC §6 names no codes: issue 14): the exports of their lists
  { code: 'group-data-export', name: '集团数据-导出' },
  { code: 'downstream-data-export', name: '下游客户数据-导出' },
] as const satisfies readonly PermissionDefinition[];

export type PermissionCode = (typeof PERMISSIONS)[number]['code'];
