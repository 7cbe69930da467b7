import type { MessageType } from '../../../src/contract/messages';
import { CLERK_ROLE, DEMO_COMPANIES } from '../../db/seed/demo-accounts';
import { DEMO_MESSAGE_LABELS as T } from './demo-message-labels';
import type { MessageTexts } from './message-texts';

export interface DemoMessage {
  company: string;
  /** A demo userAccount: addressed to that account only; absent: to the whole company. */
  to?: string;
  type: MessageType;
  /** The title and content in the language in force (the seed stores each language's). */
  texts: () => MessageTexts;
  /** How long before the seed time it was sent. */
  daysAgo: number;
  /** Read by every account it is addressed to. */
  read: boolean;
}

const { leCheng, huaRunGroup, kunShan, wuXi, baiYun, shuWei, jiaDing } = DEMO_COMPANIES;

type Texts = typeof T;
/** The demo texts whose content is a text, and those whose content names a company or a role. */
type Plain = { [K in keyof Texts]: Texts[K]['content'] extends string ? K : never }[keyof Texts];
type Named = Exclude<keyof Texts, Plain>;

/** The texts of `key`, its content naming `name` when it names one. */
function textsOf(key: Plain): () => MessageTexts;
function textsOf(key: Named, name: string): () => MessageTexts;
function textsOf(key: keyof Texts, name?: string): () => MessageTexts {
  return () => {
    const { title, content } = T[key];
    return { title, content: typeof content === 'string' ? content : content(name as string) };
  };
}

const m = (
  company: string,
  type: MessageType,
  daysAgo: number,
  read: boolean,
  texts: () => MessageTexts,
  to?: string,
): DemoMessage => ({ company, type, daysAgo, read, texts, ...(to ? { to } : {}) });

/** The demo message centre: 30 for 上海乐橙 across the four types, a few for other demo companies. */
export const DEMO_MESSAGES: readonly DemoMessage[] = [
  m(leCheng, 'system', 1, false, textsOf('maintenance')),
  m(leCheng, 'system', 3, false, textsOf('phishing')),
  m(leCheng, 'system', 6, true, textsOf('traceLaunch')),
  m(leCheng, 'system', 12, true, textsOf('roleChanged', CLERK_ROLE)),
  m(leCheng, 'system', 18, false, textsOf('guideUpdated')),
  m(leCheng, 'system', 25, true, textsOf('privacyPolicy')),
  m(leCheng, 'system', 40, true, textsOf('holidayService')),
  m(leCheng, 'system', 50, true, textsOf('hotlineHours')),

  m(leCheng, 'business', 0, false, textsOf('transferAwaiting', kunShan)),
  m(leCheng, 'business', 2, true, textsOf('inboundSigned')),
  m(leCheng, 'business', 4, false, textsOf('waybillArrived')),
  m(leCheng, 'business', 5, false, textsOf('overdue')),
  m(leCheng, 'business', 7, true, textsOf('transferCancelled')),
  m(leCheng, 'business', 9, true, textsOf('pickupBooked')),
  m(leCheng, 'business', 14, true, textsOf('recycleApproved')),
  m(leCheng, 'business', 20, false, textsOf('lowStock')),
  m(leCheng, 'business', 33, true, textsOf('returnConfirmed', jiaDing)),

  m(leCheng, 'bill', 1, false, textsOf('billIssued')),
  m(leCheng, 'bill', 2, false, textsOf('billDueSoon')),
  m(leCheng, 'bill', 3, false, textsOf('settlementToConfirm')),
  m(leCheng, 'bill', 8, true, textsOf('paymentConfirmed')),
  m(leCheng, 'bill', 16, true, textsOf('pointsCredited')),
  m(leCheng, 'bill', 28, true, textsOf('depositRefunded')),
  m(leCheng, 'bill', 31, true, textsOf('billIssuedPaid')),

  m(leCheng, 'contract', 2, false, textsOf('contractToSign'), 'demo_pallet'),
  m(leCheng, 'contract', 6, true, textsOf('supplementToSign'), 'demo_pallet'),
  m(leCheng, 'contract', 10, false, textsOf('contractExpiring')),
  m(leCheng, 'contract', 22, true, textsOf('carrierContract')),
  m(leCheng, 'contract', 45, true, textsOf('contractSigned')),
  m(leCheng, 'contract', 58, true, textsOf('contractArchived')),

  m(huaRunGroup, 'system', 2, false, textsOf('groupReport')),
  m(huaRunGroup, 'business', 4, false, textsOf('factoryLowStock', wuXi)),
  m(huaRunGroup, 'bill', 9, true, textsOf('groupBill')),
  m(baiYun, 'business', 1, false, textsOf('transferIncoming', leCheng)),
  m(baiYun, 'contract', 7, true, textsOf('agreementSigned')),
  m(shuWei, 'business', 3, false, textsOf('inboundShipped', leCheng)),
];
