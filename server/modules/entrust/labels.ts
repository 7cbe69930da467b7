import { DEMAND_STATUS_LABELS, type DemandStatus } from '../../../src/contract/freight';
import { localized } from '../../../src/contract/localized';

/** Messages of the entrust calls (托运需求单、报价、托运地址、黑名单、评价), in Chinese and English. */
export const ENTRUST_LABELS = localized(
  {
    /** Another company's order, or none at all: nothing about it is revealed. */
    demandNotFound: '托运需求单不存在',
    addressNotFound: '托运地址不存在',
    quoteNotFound: '报价不存在',
    carrierNotFound: '承运方不存在',
    carrierOrderNotFound: '承运订单不存在',
    partnerNotFound: '往来企业不存在',
    /** A refused move, named by the state the order is in and what was asked. */
    demandRefused: (status: DemandStatus, verb: string) =>
      `托运需求单当前为「${DEMAND_STATUS_LABELS[status]}」，不能${verb}`,
    /** A racing request moved the order first (STATUS_CHANGED_PREFIX). */
    statusChanged: '状态已变化，请刷新后重试',
    onlyDraftEditable: (status: DemandStatus) =>
      `托运需求单当前为「${DEMAND_STATUS_LABELS[status]}」，只有草稿可以编辑`,
    sameAddress: '装货地址与卸货地址不能相同',
    loadWindowReversed: '装货结束时间须晚于装货开始时间',
    loadStartPast: '发布时装货开始时间须晚于当前时间',
    deadlineRange: (minHours: number, maxDays: number) =>
      `报价截止时间须在发布后 ${minHours} 小时至 ${maxDays} 天之间`,
    deadlineAfterLoad: '报价截止时间须早于装货开始时间',
    instantInvalid: '时间格式不正确（ISO 8601）',
    requestIdTaken: '该请求编号已用于另一张托运需求单',
    notCarrier: '本企业不是承运方，不能报价',
    ownOrder: '不能对本企业的托运需求单报价',
    blacklisted: '托运方已将本企业列入黑名单，不能报价',
    quoteClosed: '托运需求单不在报价中，不能报价',
    addressInUse: (documentNo: string) => `托运地址正被托运需求单 ${documentNo} 使用，不能删除`,
    notSigned: '托运需求单尚未签约，没有合同可下载',
    evaluateNotCompleted: '承运订单完成后才能评价',
    alreadyEvaluated: '该承运订单已评价',
    blacklistSelf: '不能将本企业列入黑名单',
    verbs: {
      republish: '重新发布',
      cancel: '取消',
      chooseQuote: '选定报价',
      preview: '预览合同',
      sign: '签约',
    },
    keyword: '单号、货物名称或城市',
    addressKeyword: '地址名称、联系人或城市',
    carrierKeyword: '承运方名称',
    fields: {
      cargoName: '货物名称',
      remark: '备注',
      reason: '原因',
      name: '地址名称',
      province: '省',
      city: '市',
      district: '区',
      detail: '详细地址',
      contact: '联系人',
      quoteRemark: '报价说明',
      content: '评价内容',
    },
  },
  {
    demandNotFound: 'No such demand order',
    addressNotFound: 'No such shipping address',
    quoteNotFound: 'No such quote',
    carrierNotFound: 'No such carrier',
    carrierOrderNotFound: 'No such carrier order',
    partnerNotFound: 'No such partner company',
    demandRefused: (status, verb) => `Cannot ${verb}: the demand order is “${DEMAND_STATUS_LABELS[status]}”`,
    statusChanged: 'Status changed, please refresh and try again',
    onlyDraftEditable: (status) =>
      `The demand order is “${DEMAND_STATUS_LABELS[status]}”; only drafts can be edited`,
    sameAddress: 'The loading and unloading addresses must differ',
    loadWindowReversed: 'The loading end must be after the loading start',
    loadStartPast: 'On publishing, the loading start must be later than now',
    deadlineRange: (minHours, maxDays) =>
      `The quote deadline must be between ${minHours} hours and ${maxDays} days after publishing`,
    deadlineAfterLoad: 'The quote deadline must be before the loading start',
    instantInvalid: 'Wrong time format (ISO 8601)',
    requestIdTaken: 'This request ID has been used for another demand order',
    notCarrier: 'Your company is not a carrier and cannot quote',
    ownOrder: 'You cannot quote on your own company’s demand order',
    blacklisted: 'The shipper has blacklisted your company; you cannot quote',
    quoteClosed: 'The demand order is not open for quotes',
    addressInUse: (documentNo) =>
      `The shipping address is used by demand order ${documentNo} and cannot be deleted`,
    notSigned: 'The demand order is not signed yet, so there is no contract to download',
    evaluateNotCompleted: 'A carrier order can be rated only once it is completed',
    alreadyEvaluated: 'This carrier order has been rated already',
    blacklistSelf: 'You cannot blacklist your own company',
    verbs: {
      republish: 'republish',
      cancel: 'cancel',
      chooseQuote: 'choose a quote',
      preview: 'preview the contract',
      sign: 'sign',
    },
    keyword: 'Order no., cargo name or city',
    addressKeyword: 'Address name, contact or city',
    carrierKeyword: 'Carrier name',
    fields: {
      cargoName: 'Cargo name',
      remark: 'Remark',
      reason: 'Reason',
      name: 'Address name',
      province: 'Province',
      city: 'City',
      district: 'District',
      detail: 'Street address',
      contact: 'Contact',
      quoteRemark: 'Quote notes',
      content: 'Review',
    },
  },
);

/** Messages to the carriers (消息中心, type business). */
export const ENTRUST_MESSAGES = localized(
  {
    wonTitle: '报价已中标',
    won: (documentNo: string, shipper: string, price: string) =>
      `您对托运需求单 ${documentNo}（${shipper}）的报价 ${price} 元已被选定，请等待托运方签约。`,
    lostTitle: '报价未中标',
    lost: (documentNo: string, shipper: string) =>
      `您对托运需求单 ${documentNo}（${shipper}）的报价未被选定，感谢参与。`,
    cancelledTitle: '托运需求单已取消',
    cancelled: (documentNo: string, shipper: string, reason: string) =>
      `您报价的托运需求单 ${documentNo}（${shipper}）已被取消，原因：${reason}`,
  },
  {
    wonTitle: 'Quote won',
    won: (documentNo, shipper, price) =>
      `Your quote of CNY ${price} for demand order ${documentNo} (${shipper}) was chosen. Please wait for the shipper to sign.`,
    lostTitle: 'Quote not chosen',
    lost: (documentNo, shipper) =>
      `Your quote for demand order ${documentNo} (${shipper}) was not chosen. Thank you for taking part.`,
    cancelledTitle: 'Demand order cancelled',
    cancelled: (documentNo, shipper, reason) =>
      `Demand order ${documentNo} (${shipper}) that you quoted on was cancelled. Reason: ${reason}`,
  },
);

/** The terms of a freight contract, filled in from its demand order. */
interface ContractTerms {
  shipper: string;
  carrier: string;
  origin: string;
  destination: string;
  cargo: string;
  pallets: number;
  weightKg: number;
  vehicle: string;
  loadFrom: string;
  loadTo: string;
  price: string;
  documentNo: string;
}

/** The freight contract (预览与签约后的 PDF). */
export const CONTRACT_LABELS = localized(
  {
    title: '货物运输合同',
    fileName: (documentNo: string) => `货物运输合同_${documentNo}.pdf`,
    shipper: '托运方（甲方）',
    carrier: '承运方（乙方）',
    documentNo: '托运需求单号',
    price: '运费（元）',
    signerHeading: '签署信息',
    signer: (name: string, account: string) => `签署人：${name}（账号 ${account}）`,
    signedAt: (time: string, ip: string) => `签署时间：${time}（北京时间）\u3000签署 IP：${ip}`,
    method: '签署方式：短信验证码确认',
    footer: '耶罗托盘共享服务平台 · 货物运输合同',
    clauses: (c: ContractTerms) => [
      `第一条\u3000合同双方：托运方（甲方）${c.shipper}，承运方（乙方）${c.carrier}。本合同依托运需求单 ${c.documentNo} 订立。`,
      `第二条\u3000运输路线：自 ${c.origin} 装货，运至 ${c.destination} 卸货。`,
      `第三条\u3000货物：${c.cargo}，托盘 ${c.pallets} 托，重量约 ${c.weightKg} 千克；车型：${c.vehicle}。`,
      `第四条\u3000装货时间：${c.loadFrom} 至 ${c.loadTo}（北京时间）。乙方应在该时间内派车到达装货地。`,
      `第五条\u3000运费：人民币 ${c.price} 元（含税），按双方签收后的结算单据结算；签收时约定的加减款一并结算。`,
      '第六条\u3000乙方派出的车辆与司机须经甲方审核通过后方可装货；装货、卸货时乙方须上传磅单或回单照片。',
      '第七条\u3000运输途中货物毁损、灭失或延误的，由乙方依《中华人民共和国民法典》运输合同编的规定承担赔偿责任，但因不可抗力或货物本身原因造成的除外。',
      '第八条\u3000装货前任一方可取消运输并说明原因；装货后不得单方取消。',
      '第九条\u3000因本合同发生的争议，双方协商解决；协商不成的，提交甲方所在地人民法院诉讼解决。',
      '第十条\u3000本合同经甲方以短信验证码确认签署后生效，与纸质合同具有同等效力。',
    ],
  },
  {
    title: 'Freight contract',
    fileName: (documentNo) => `Freight contract_${documentNo}.pdf`,
    shipper: 'Shipper (Party A)',
    carrier: 'Carrier (Party B)',
    documentNo: 'Demand order no.',
    price: 'Freight (CNY)',
    signerHeading: 'Signature',
    signer: (name, account) => `Signed by: ${name} (account ${account})`,
    signedAt: (time, ip) => `Signed at: ${time} (Beijing time)\u3000Signing IP: ${ip}`,
    method: 'Signing method: confirmed by SMS code',
    footer: 'Yelopack pallet sharing platform · Freight contract',
    clauses: (c: ContractTerms) => [
      `Article 1\u3000Parties: the shipper (Party A) ${c.shipper} and the carrier (Party B) ${c.carrier}. This contract is made under demand order ${c.documentNo}.`,
      `Article 2\u3000Route: loading at ${c.origin}, unloading at ${c.destination}.`,
      `Article 3\u3000Cargo: ${c.cargo}, ${c.pallets} pallets, about ${c.weightKg} kg; vehicle type: ${c.vehicle}.`,
      `Article 4\u3000Loading time: ${c.loadFrom} to ${c.loadTo} (Beijing time). Party B shall have a vehicle at the loading place within this time.`,
      `Article 5\u3000Freight: CNY ${c.price} (tax included), settled on the settlement documents signed by both parties; additions and deductions agreed at signing for receipt are settled with it.`,
      'Article 6\u3000The vehicle and driver Party B sends may load only once Party A has approved them; on loading and unloading, Party B shall upload photos of the weighbridge ticket or the receipt.',
      'Article 7\u3000Party B is liable for damage to, loss of or delay of the cargo in transit under the transport contract provisions of the Civil Code of the People’s Republic of China, except where caused by force majeure or by the cargo itself.',
      'Article 8\u3000Before loading, either party may cancel the transport, giving a reason; after loading, neither party may cancel it alone.',
      'Article 9\u3000Disputes arising from this contract are settled by negotiation; failing that, they are brought before the people’s court where Party A is located.',
      'Article 10\u3000This contract takes effect when Party A confirms its signature with an SMS code, and has the same force as a paper contract.',
    ],
  },
);

export const ENTRUST_EXPORT_LABELS = localized(
  {
    demandFile: '托运需求单',
    hallFile: '货源大厅',
    addressFile: '托运地址',
    partnerFile: '托运往来单据',
    demandColumns: {
      documentNo: '需求单号',
      status: '状态',
      shipper: '托运方',
      origin: '装货地',
      destination: '卸货地',
      cargoName: '货物名称',
      pallets: '托盘数',
      weightKg: '重量（千克）',
      vehicleType: '车型',
      loadFrom: '装货开始',
      loadTo: '装货结束',
      expectedPrice: '期望运费（元）',
      quoteDeadline: '报价截止',
      quoteCount: '报价数',
      agreedPrice: '成交运费（元）',
      carrier: '承运方',
      createdAt: '创建时间',
    },
    addressColumns: {
      name: '地址名称',
      region: '省市区',
      detail: '详细地址',
      contact: '联系人',
      phone: '联系电话',
      inUse: '使用中',
      createdAt: '创建时间',
    },
    yes: '是',
    no: '否',
  },
  {
    demandFile: 'Demand orders',
    hallFile: 'Freight hall',
    addressFile: 'Shipping addresses',
    partnerFile: 'Partner documents',
    demandColumns: {
      documentNo: 'Demand order no.',
      status: 'Status',
      shipper: 'Shipper',
      origin: 'Loading place',
      destination: 'Unloading place',
      cargoName: 'Cargo name',
      pallets: 'Pallets',
      weightKg: 'Weight (kg)',
      vehicleType: 'Vehicle type',
      loadFrom: 'Loading start',
      loadTo: 'Loading end',
      expectedPrice: 'Expected freight (CNY)',
      quoteDeadline: 'Quote deadline',
      quoteCount: 'Quotes',
      agreedPrice: 'Agreed freight (CNY)',
      carrier: 'Carrier',
      createdAt: 'Created at',
    },
    addressColumns: {
      name: 'Address name',
      region: 'Province/city/district',
      detail: 'Street address',
      contact: 'Contact',
      phone: 'Phone',
      inUse: 'In use',
      createdAt: 'Created at',
    },
    yes: 'Yes',
    no: 'No',
  },
);
