/**
 * Every API path of the platform (SPEC §7 and DESIGN §2), written once for the browser and the server:
 * the server registers its routes under these paths and the widgets call them. Grouped by the path's
 * controller; a list's export twin is the list path + `Export` (see core's listExportUrl). GET paths are
 * marked; everything else is POST JSON.
 */
import { PLATFORM_API } from './platform-api-paths';

export const API = {
  ...PLATFORM_API,
  customerMessage: {
    getMessageList: '/api/customerMessage/getMessageList',
    getMessageDetail: '/api/customerMessage/getMessageDetail',
    getMessageCollectData: '/api/customerMessage/getMessageCollectData',
    clearUnread: '/api/customerMessage/clearUnread',
    stream: '/api/customerMessage/stream', // GET
  },
  trayType: {
    getTrayTypeCodes: '/api/api/getTrayTypeCodes',
  },
  recevingaddress: {
    searchList: '/api/api/recevingaddress/searchList',
    detail: '/api/api/recevingaddress/detail',
    add: '/api/api/recevingaddress/add',
    update: '/api/api/recevingaddress/update',
    setDefault: '/api/api/recevingaddress/setDefault',
    delete: '/api/api/recevingaddress/delete',
  },
  equipment: {
    getEquipmentByWarehouseId: '/api/api/equipment/getEquipmentByWarehouseId',
  },
  code: {
    searchCodeList: '/api/api/code/searchCodeList',
    getCodeDetail: '/api/api/code/getCodeDetail',
  },
  customerStock: {
    searchCustomerStock: '/api/api/customerStock/searchCustomerStock',
    searchCustomerStockC1: '/api/api/customerStock/searchCustomerStockC1',
    detail: '/api/api/customerStock/detail',
    getStockSummary: '/api/api/customerStock/getStockSummary',
    getAllocationInfo: '/api/api/customerStock/getAllocationInfo',
    searchAllocationList: '/api/api/customerStock/searchAllocationList',
    updateAllocationStockOut: '/api/api/customerStock/updateAllocationStockOut',
    cancelAllocationStockOut: '/api/api/customerStock/cancelAllocationStockOut',
    applyRecycling: '/api/api/customerStock/applyRecycling',
  },
  downstreamCustomer: {
    searchStock: '/api/api/downstreamCustomer/searchStock',
    stockDetail: '/api/api/downstreamCustomer/stockDetail',
    searchLogisticsItem: '/api/api/downstreamCustomer/searchLogisticsItem',
    transferStockOut: '/api/api/downstreamCustomer/transferStockOut',
    cancelTransfer: '/api/api/downstreamCustomer/cancelTransfer',
    createMultiCirculationOutOrder: '/api/api/downstreamCustomer/createMultiCirculationOutOrder',
    confirmArriveStockIn: '/api/api/downstreamCustomer/confirmArriveStockIn',
    applyDownstreamRecycle: '/api/api/downstreamCustomer/applyDownstreamRecycle',
  },
  consumerStock: {
    searchDownstreamStock: '/api/api/consumerStock/searchDownstreamStock',
    searchShipmentList: '/api/api/consumerStock/searchShipmentList',
    searchDeductionList: '/api/api/consumerStock/searchDeductionList',
    searchRecyclingList: '/api/api/consumerStock/searchRecyclingList',
    cancelRecycling: '/api/api/consumerStock/cancelRecycling',
  },
  customerWarehousingManagement: {
    searchSignList: '/api/api/customerWarehousingManagement/searchSignList',
    getCustomerWarehousingDetail: '/api/api/customerWarehousingManagement/getCustomerWarehousingDetail',
    sign: '/api/api/customerWarehousingManagement/sign',
    searchList: '/api/api/customerWarehousingManagement/searchList',
    confirmCustomerStockInFinish: '/api/api/customerWarehousingManagement/confirmCustomerStockInFinish',
    createCustomerStockIn: '/api/api/customerWarehousingManagement/createCustomerStockIn',
  },
  transportationManagement: {
    createCustomerCannibalizingOrder: '/api/api/transportationManagement/createCustomerCannibalizingOrder',
    searchList: '/api/api/transportationManagement/searchList',
    getDetailById: '/api/api/transportationManagement/getDetailById',
    createCustomerOutboundOrder: '/api/api/transportationManagement/createCustomerOutboundOrder',
    batchConfirmArrive: '/api/api/transportationManagement/batchConfirmArrive',
    deleteWaitStockOut: '/api/api/transportationManagement/deleteWaitStockOut',
  },
  trayReturn: {
    searchDoorPickupList: '/api/api/trayReturn/searchDoorPickupList',
    searchSelfReturnList: '/api/api/trayReturn/searchSelfReturnList',
    searchFactoryReturnList: '/api/api/trayReturn/searchFactoryReturnList',
    searchCustomerReturnList: '/api/api/trayReturn/searchCustomerReturnList',
    getDepotList: '/api/api/trayReturn/getDepotList',
    getReturnableStock: '/api/api/trayReturn/getReturnableStock',
    bookDoorPickup: '/api/api/trayReturn/bookDoorPickup',
    createSelfReturn: '/api/api/trayReturn/createSelfReturn',
    cancelDoorPickup: '/api/api/trayReturn/cancelDoorPickup',
    getDoorPickupDetail: '/api/api/trayReturn/getDoorPickupDetail',
    getSelfReturnDetail: '/api/api/trayReturn/getSelfReturnDetail',
    getFactoryReturnDetail: '/api/api/trayReturn/getFactoryReturnDetail',
  },
  logisticsDemand: {
    searchTransportRecordList: '/api/logistics/demand/searchTransportRecordList',
    transportRecordConfirmSourceDetail: '/api/logistics/demand/transportRecordConfirmSourceDetail',
    checkReturnNumber: '/api/logistics/demand/checkReturnNumber',
    transportationRecordConfirmation: '/api/logistics/demand/transportationRecordConfirmation',
  },
  recycle: {
    searchList: '/api/api/recycle/searchList',
    getDetail: '/api/api/recycle/getDetail',
  },
  recycling: {
    searchPickupList: '/api/api/recycling/searchPickupList',
  },
  config: {
    logisticsSwitch: '/api/config/logisticsSwitch',
  },
  customer: {
    getRecycleStockFlag: '/api/customer/getRecycleStockFlag',
    getMapByLonLat: '/api/customer/getMapByLonLat',
    getCustomerIntegrationPool: '/api/customer/getCustomerIntegrationPool',
    getCustomerIntegrationItemList: '/api/customer/getCustomerIntegrationItemList',
    getCustomerIntegrationChangeRecord: '/api/customer/getCustomerIntegrationChangeRecord',
    mandatoryProtocolQuery: '/api/customer/mandatoryProtocolQuery',
    /** 余额积分-操作: allot pool points to one of the company's accounts (our path: SPEC §7 names none). */
    allotIntegration: '/api/customer/allotIntegration',
  },
  platform: {
    returnDoorPickupPickedUp: '/api/platform/return/doorPickup/pickedUp',
    returnDoorPickupReceived: '/api/platform/return/doorPickup/received',
    returnSelfReturnReceived: '/api/platform/return/selfReturn/received',
    returnTransportRecordCreate: '/api/platform/return/transportRecord/create',
    returnReturnNumberIssue: '/api/platform/return/returnNumber/issue',
    returnRecyclingCollected: '/api/platform/return/recycling/collected',
    waybillDepart: '/api/platform/waybill/depart',
    waybillArrive: '/api/platform/waybill/arrive',
    vehiclePositions: '/api/platform/vehicle/positions',
  },
  customerCompany: {
    getDownstreamC1Company: '/api/api/customerCompany/getDownstreamC1Company',
    getReceivingAddressByCompanyId: '/api/api/customerCompany/getReceivingAddressByCompanyId',
    searchCustomerAccount: '/api/api/customerCompany/searchCustomerAccount',
    getCustomerAccountById: '/api/api/customerCompany/getCustomerAccountById',
    addOrModifyCustomerAccount: '/api/api/customerCompany/addOrModifyCustomerAccount',
    enableOrDisableCustomerAccount: '/api/api/customerCompany/enableOrDisableCustomerAccount',
    deleteCustomerCompanyAccount: '/api/api/customerCompany/deleteCustomerCompanyAccount',
    searchCustomerCompanyRole: '/api/api/customerCompany/searchCustomerCompanyRole',
    getCustomerCompanyRoleUseNumber: '/api/api/customerCompany/getCustomerCompanyRoleUseNumber',
    getCustomerPermission: '/api/api/customerCompany/getCustomerPermission',
    getCustomerRoleDetail: '/api/api/customerCompany/getCustomerRoleDetail',
    addOrModifyCustomerCompanyRole: '/api/api/customerCompany/addOrModifyCustomerCompanyRole',
    deleteCustomerCompanyRole: '/api/api/customerCompany/deleteCustomerCompanyRole',
    enableOrDisableCustomerCompanyRole: '/api/api/customerCompany/enableOrDisableCustomerCompanyRole',
    getBasicCompanyInfo: '/api/api/customerCompany/getBasicCompanyInfo',
    submitBasicCompanyInfo: '/api/api/customerCompany/submitBasicCompanyInfo',
    updateBasicCompanyInfo: '/api/api/customerCompany/updateBasicCompanyInfo',
    getCompanyAuthInfo: '/api/api/customerCompany/getCompanyAuthInfo',
    submitAuthInfo: '/api/api/customerCompany/submitAuthInfo',
    getRemitInfo: '/api/api/customerCompany/getRemitInfo',
    verifyPayAuthAmount: '/api/api/customerCompany/verifyPayAuthAmount',
    getCompanyCredentialInfo: '/api/api/customerCompany/getCompanyCredentialInfo',
    getContractVersion: '/api/api/customerCompany/getContractVersion',
    getSignDate: '/api/api/customerCompany/getSignDate',
    downloadAuthorizationFile: '/api/api/customerCompany/downloadAuthorizationFile', // GET
    getUserNameAndIdCard: '/api/api/customerCompany/getUserNameAndIdCard',
    getVerifyByPhoneInfo: '/api/api/customerCompany/getVerifyByPhoneInfo',
    getAuthVerifyCode: '/api/api/customerCompany/getAuthVerifyCode',
    getPersonalVerifyCode: '/api/api/customerCompany/getPersonalVerifyCode',
    signingMember: '/api/api/customerCompany/signingMember',
    getCACertificateNoticeShowStatus: '/api/api/customerCompany/getCACertificateNoticeShowStatus',
    caCertificateNoticeAlreadyShow: '/api/api/customerCompany/caCertificateNoticeAlreadyShow',
    // 我的账户 (src/contract/my-account.ts); those also in customerCompanyShort answer there too.
    listCurrentCustomerCompany: '/api/api/customerCompany/listCurrentCustomerCompany',
    getCustomerCompany: '/api/api/customerCompany/getCustomerCompany',
    getCompanyLevel: '/api/api/customerCompany/getCompanyLevel',
    getMyBalanceInfo: '/api/api/customerCompany/getMyBalanceInfo',
    getCurrentUserCoupon: '/api/api/customerCompany/getCurrentUserCoupon',
    getCompanyCashDeposit: '/api/api/customerCompany/getCompanyCashDeposit',
    getMemberPointsDetailListByTrayCustomerCompanyId:
      '/api/api/customerCompany/getMemberPointsDetailListByTrayCustomerCompanyId',
    getCustomerMemberByInvitationCode: '/api/api/customerCompany/getCustomerMemberByInvitationCode',
    applyAdministrator: '/api/api/customerCompany/applyAdministrator',
  },
  // SPEC §7: some customerCompany/ names also appear without the second `api` segment; the server answers
  // both paths with one handler (server/http/path-alias.ts).
  customerCompanyShort: {
    listCurrentCustomerCompany: '/api/customerCompany/listCurrentCustomerCompany',
    getCompanyLevel: '/api/customerCompany/getCompanyLevel',
    getMyBalanceInfo: '/api/customerCompany/getMyBalanceInfo',
    getCurrentUserCoupon: '/api/customerCompany/getCurrentUserCoupon',
    getMemberPointsDetailListByTrayCustomerCompanyId:
      '/api/customerCompany/getMemberPointsDetailListByTrayCustomerCompanyId',
    getCustomerMemberByInvitationCode: '/api/customerCompany/getCustomerMemberByInvitationCode',
  },
  company: {
    getCustomerContactDetail: '/api/api/company/getCustomerContactDetail',
    getAdministratorAccount: '/api/api/company/getAdministratorAccount',
    authorizeAdministrator: '/api/api/company/authorizeAdministrator',
    /** The administrator declines an application (our path: SPEC §7 names none). */
    declineAdministratorApplication: '/api/api/company/declineAdministratorApplication',
    /** Sends the code of authorizeAdministrator / applyAdministrator to the caller's own mobile (ours). */
    getAdministratorVerifyCode: '/api/api/company/getAdministratorVerifyCode',
  },
  transMap: {
    getVehicleTrack: '/api/api/transMap/getVehicleTrack',
    getVehicleList: '/api/api/transMap/getVehicleList',
  },
  yuhongMap: {
    getVehicleTrack: '/api/api/yuhongMap/getVehicleTrack',
    getVehicleList: '/api/api/yuhongMap/getVehicleList',
  },
  client: {
    searchList: '/api/api/client/searchList',
    getDetail: '/api/api/client/getDetail',
  },
  clientCustomerBill: {
    overdueCustomerList: '/api/api/clientCustomerBill/overdueCustomerList',
    billList: '/api/clientCustomerBill/billList',
    auditOrRejectBill: '/api/clientCustomerBill/auditOrRejectBill',
    billDetail: '/api/clientCustomerBill/billDetail',
    billDownload: '/api/clientCustomerBill/billDownload', // GET: the bill, PDF
    warehouseBillList: '/api/clientCustomerBill/warehouseBillList',
    searchStockInItemList: '/api/clientCustomerBill/searchStockInItemList',
    searchStockItemList: '/api/clientCustomerBill/searchStockItemList',
    searchHistoryStockItemList: '/api/clientCustomerBill/searchHistoryStockItemList',
    searchStockOutItemList: '/api/clientCustomerBill/searchStockOutItemList',
    searchHistoryStockOutItemList: '/api/clientCustomerBill/searchHistoryStockOutItemList',
    searchAmendmentItemList: '/api/clientCustomerBill/searchAmendmentItemList',
    getEarlyReturnItemList: '/api/clientCustomerBill/getEarlyReturnItemList',
    inStockOverDueDetail: '/api/clientCustomerBill/inStockOverDueDetail',
    recycleOverDueDetail: '/api/clientCustomerBill/recycleOverDueDetail',
    getDeductDays: '/api/clientCustomerBill/getDeductDays',
    deductDays: '/api/clientCustomerBill/deductDays',
    overdueDeductDetail: '/api/clientCustomerBill/overdueDeductDetail',
  },
  // SPEC §7 names these two groups without a prefix: under /api/api/ like the other bare groups.
  // Online contract signing (src/contract/contracts.ts).
  contract: {
    searchOnlineSigningContract: '/api/api/contract/searchOnlineSigningContract',
    getBestSignContractDetail: '/api/api/contract/getBestSignContractDetail',
    confirmSigning: '/api/api/contract/confirmSigning',
    getContractAttachmentImg: '/api/api/contract/getContractAttachmentImg',
    download: '/api/api/contract/download', // GET ?contractId: the PDF (the draft while pending)
    downloadAttachment: '/api/api/contract/downloadAttachment', // GET ?contractId: the 附页 as PNG
    // Ours: one page of the PDF as PNG (GET ?contractId&page), the URLs getContractAttachmentImg answers.
    attachmentPage: '/api/api/contract/attachmentPage',
    // SPEC §7 export "contract file by source id" (GET ?sourceId).
    downloadBySourceId: '/api/api/contract/downloadBySourceId',
    verifySignedFile: '/api/api/contract/verifySignedFile', // ours: multipart `file`
  },
  settlementManagement: {
    getSettleStatementList: '/api/api/settlementManagement/getSettleStatementList',
    confirmSettleStatement: '/api/api/settlementManagement/confirmSettleStatement',
    getRentSettleStatementDetail: '/api/api/settlementManagement/getRentSettleStatementDetail',
    getOrderSettleStatementDetail: '/api/api/settlementManagement/getOrderSettleStatementDetail',
    // Points (src/contract/points.ts).
    searchUpstreamIntegralStatements: '/api/api/settlementManagement/searchUpstreamIntegralStatements',
  },
  payManagement: {
    getPayManagementList: '/api/api/payManagement/getPayManagementList',
    getPayInfoDetail: '/api/api/payManagement/getPayInfoDetail',
    confirmPay: '/api/api/payManagement/confirmPay',
  },
  incomeRecord: {
    getUpstreamIntegralStatements: '/api/incomeRecord/getUpstreamIntegralStatements',
    searchUpstreamScoreStatementItem: '/api/incomeRecord/searchUpstreamScoreStatementItem',
    confirmUpstreamIntegralStatements: '/api/incomeRecord/confirmUpstreamIntegralStatements',
    rejectedUpstreamIntegralStatements: '/api/incomeRecord/rejectedUpstreamIntegralStatements',
  },
  IndividualPoints: {
    searchIndividualPointsList: '/api/IndividualPoints/searchIndividualPointsList',
  },
  cashPledge: {
    searchEnvironmentalScore: '/api/cashPledge/searchEnvironmentalScore',
  },
  // The points shop (src/contract/points-shop.ts).
  scoreShop: {
    listScoreGoods: '/api/api/scoreShop/listScoreGoods',
    getScoreGoodsDetail: '/api/api/scoreShop/getScoreGoodsDetail',
    getAllGoods: '/api/api/scoreShop/getAllGoods',
    getMyPoints: '/api/api/scoreShop/getMyPoints',
    addScoreOrder: '/api/api/scoreShop/addScoreOrder',
    exchangeGoods: '/api/api/scoreShop/exchangeGoods',
    listScoreOrder: '/api/api/scoreShop/listScoreOrder',
    confirmReceiveOrder: '/api/api/scoreShop/confirmReceiveOrder',
    cancelScoreOrder: '/api/api/scoreShop/cancelScoreOrder',
  },
  shopreceiveaddress: {
    list: '/api/api/shopreceiveaddress/list',
    detail: '/api/api/shopreceiveaddress/detail',
    setDefault: '/api/api/shopreceiveaddress/setDefault',
    addOrEdit: '/api/api/shopreceiveaddress/addOrEdit',
    delete: '/api/api/shopreceiveaddress/delete',
  },
  // Reports and charts (src/contract/reports.ts, issue 14). SPEC §7 names the controllers only.
  homepage: {
    getBoardStatistics: '/api/api/homepage/getBoardStatistics',
    getChartStatistics: '/api/api/homepage/getChartStatistics',
  },
  stockmap: {
    getInStockAddressByMapLevel: '/api/api/stockmap/getInStockAddressByMapLevel',
  },
  groupCustomer: {
    searchInStock: '/api/api/groupCustomer/searchInStock',
    searchOutStock: '/api/api/groupCustomer/searchOutStock',
    searchStock: '/api/api/groupCustomer/searchStock',
    searchStockInfo: '/api/api/groupCustomer/searchStockInfo',
    searchMultiCirculation: '/api/api/groupCustomer/searchMultiCirculation',
    searchReturnTray: '/api/api/groupCustomer/searchReturnTray',
    GroupDataSummary: '/api/api/groupCustomer/GroupDataSummary',
    searchStockData: '/api/api/groupCustomer/report/searchStockData',
  },
  groupDownStreamCustomer: {
    searchInStock: '/api/api/groupDownStreamCustomer/searchInStock',
    searchOutStock: '/api/api/groupDownStreamCustomer/searchOutStock',
    searchStock: '/api/api/groupDownStreamCustomer/searchStock',
    searchStockInfo: '/api/api/groupDownStreamCustomer/searchStockInfo',
    searchMultiCirculation: '/api/api/groupDownStreamCustomer/searchMultiCirculation',
    searchReturnTray: '/api/api/groupDownStreamCustomer/searchReturnTray',
  },
  // Freight entrustment (src/contract/freight.ts, issue 15). Exports are the lists' GET `…Export` twins.
  entrustDemandOrder: {
    searchList: '/api/yeloflex/entrustDemandOrder/searchList',
    searchQuoteHall: '/api/yeloflex/entrustDemandOrder/searchQuoteHall',
    detail: '/api/yeloflex/entrustDemandOrder/detail',
    save: '/api/yeloflex/entrustDemandOrder/save',
    republish: '/api/yeloflex/entrustDemandOrder/republish',
    cancel: '/api/yeloflex/entrustDemandOrder/cancel',
    chooseQuote: '/api/yeloflex/entrustDemandOrder/chooseQuote',
    contractPreview: '/api/yeloflex/entrustDemandOrder/contractPreview',
    verifyCode: '/api/yeloflex/entrustDemandOrder/verifyCode',
    sign: '/api/yeloflex/entrustDemandOrder/sign',
    /** GET ?id=…: the signed freight contract (PDF). */
    downloadContract: '/api/yeloflex/entrustDemandOrder/downloadContract',
    /** GET ?companyId=…: the demand and carrier orders between me and one partner company (XLSX). */
    companyEntrustByCompanyId: '/api/yeloflex/entrustDemandOrder/companyEntrustByCompanyId',
  },
  entrustEvaluation: {
    evaluate: '/api/api/entrustDemandOrder/evaluate',
    evaluateDetail: '/api/api/entrustDemandOrder/evaluateDetail',
  },
  entrustBlackList: {
    add: '/api/api/entrust/blackList/add',
    remove: '/api/api/entrust/blackList/remove',
    list: '/api/api/entrust/blackList/list',
    carriers: '/api/api/entrust/blackList/carriers',
  },
  entrustAddress: {
    list: '/api/yeloflex/entrustAddress/list',
    save: '/api/yeloflex/entrustAddress/save',
    detail: '/api/yeloflex/entrustAddress/detail',
    delete: '/api/yeloflex/entrustAddress/delete',
  },
  carrierOrderManagement: {
    list: '/api/api/carrierOrderManagement/list',
    signUp: '/api/api/carrierOrderManagement/signUp',
    cancel: '/api/api/carrierOrderManagement/cancel',
    detail: '/api/api/carrierOrderManagement/detail',
    vehicleAudit: '/api/api/carrierOrderManagement/vehicleAudit',
    tickets: '/api/api/carrierOrderManagement/tickets',
    load: '/api/api/carrierOrderManagement/load',
    unload: '/api/api/carrierOrderManagement/unload',
    reachLoad: '/api/api/carrierOrderManagement/reachLoad',
    reachUnload: '/api/api/carrierOrderManagement/reachUnload',
    modifyVehicle: '/api/api/carrierOrderManagement/modifyVehicle',
    sign: '/api/api/carrierOrderManagement/sign',
    logs: '/api/api/carrierOrderManagement/logs',
    /** GET ?token=…: server-sent `carrierOrder` events (CarrierOrderEvent) for the session's company. */
    stream: '/api/api/carrierOrderManagement/stream',
  },
  carrierOrderVehicleHistory: {
    searchList: '/api/api/carrierOrderVehicleHistory/searchList',
    auditOrReject: '/api/api/carrierOrderVehicleHistory/auditOrReject',
    viewLogs: '/api/api/carrierOrderVehicleHistory/viewLogs',
  },
  // Webhooks for a company's own systems (src/contract/webhooks.ts, issue 17 item 3): paths of our own.
  webhook: {
    endpointList: '/api/api/webhook/endpointList',
    createEndpoint: '/api/api/webhook/createEndpoint',
    updateEndpoint: '/api/api/webhook/updateEndpoint',
    deleteEndpoint: '/api/api/webhook/deleteEndpoint',
    rotateSecret: '/api/api/webhook/rotateSecret',
    sendPing: '/api/api/webhook/sendPing',
    deliveryList: '/api/api/webhook/deliveryList',
    deliveryAttempts: '/api/api/webhook/deliveryAttempts',
    replayDelivery: '/api/api/webhook/replayDelivery',
  },
  // Transfer disputes (src/contract/transfer-disputes.ts, issue 17 item 2): the receiver corrects or rejects.
  transferDispute: {
    correct: '/api/api/transferDispute/correct',
    reject: '/api/api/transferDispute/reject',
  },
  // Overdue and idle-stock alerts (src/contract/stock-alerts.ts, issue 17 item 4): the caller's own choice.
  stockAlert: {
    getSettings: '/api/api/stockAlert/getSettings',
    saveSettings: '/api/api/stockAlert/saveSettings',
  },
  // Bulk import of transfers, waybills and returns (src/contract/imports.ts, issue 17 item 1): paths of our own.
  bulkImport: {
    /** ?kind=, multipart `file` (CSV or XLSX). */
    preview: '/api/api/bulkImport/preview',
    errorList: '/api/api/bulkImport/errorList',
    confirm: '/api/api/bulkImport/confirm',
    status: '/api/api/bulkImport/status',
    /** GET ?kind=&format=csv|xlsx: the kind's template. */
    template: '/api/api/bulkImport/template',
    /** GET ?batchId=&format=csv|xlsx: each row's document number or reason. */
    result: '/api/api/bulkImport/result',
  },
  entrustSettle: {
    entrustSettlementListForWeb: '/api/yeloflex/entrustSettle/entrustSettlementListForWeb',
    getSettlementDetail: '/api/yeloflex/entrustSettle/getSettlementDetail',
    /** GET, the second export variant: one row per adjustment (the list's export has one per line). */
    exportSettlementDetail: '/api/yeloflex/entrustSettle/exportSettlementDetail',
  },
} as const;

type Leaves<T> = { [K in keyof T]: T[K] extends string ? T[K] : Leaves<T[K]> }[keyof T];

/** A path of the platform API. */
export type ApiPath = Leaves<typeof API>;
/** A paged list's export twin (GET): the list's path + `Export`. */
export type ExportPath = `${ApiPath}Export`;
