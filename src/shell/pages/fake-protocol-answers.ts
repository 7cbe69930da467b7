/**
 * mandatoryProtocolQuery and the permission set answered from memory, for the protocol gate's browser
 * test and stories (the shell may not use the widgets' fake backends). Not part of the shell's bundle.
 */
import { API } from '../../contract/api-paths';
import { CONTRACT_CODES, type MandatoryProtocol } from '../../contract/contracts';

const PENDING = {
  contractId: 'c-pending',
  contractNo: 'HT20261124001',
  signDeadline: '2026-12-08T15:59:59.000Z',
};
export const BLOCKED: MandatoryProtocol = {
  mustSign: true,
  version: '2.1',
  protocolName: '共享托盘使用协议',
  pending: PENDING,
  inForceUntil: null,
};
export const SIGNED: MandatoryProtocol = {
  ...BLOCKED,
  mustSign: false,
  pending: null,
  inForceUntil: '2027-11-24T03:00:00.000Z',
};
export const REMINDER: MandatoryProtocol = { ...SIGNED, pending: PENDING };
export const SIGN_CODES: readonly string[] = [CONTRACT_CODES.standard.sign];

/** 'fail': the query fails as the network does. */
export type ProtocolAnswer = MandatoryProtocol | 'fail';

/**
 * Answers mandatoryProtocolQuery with the next of `answers` (the last one repeats) and the permission set
 * with `permissions`; other calls go through. `asked` counts the queries.
 */
export function installProtocolAnswers(answers: readonly ProtocolAnswer[], permissions: readonly string[]) {
  const realFetch = window.fetch;
  const asked = { count: 0 };
  const reply = (data: unknown) => new Response(JSON.stringify({ errcode: 0, errmsg: '', data }));
  window.fetch = async (input, init) => {
    const path = new URL(new Request(input, init).url).pathname;
    if (path === API.permission.loadMenuAndPermission) return reply({ menus: [], permissions });
    if (path !== API.customer.mandatoryProtocolQuery) return realFetch(input, init);
    const answer = answers[Math.min(asked.count++, answers.length - 1)];
    if (answer === 'fail') throw new TypeError('Failed to fetch');
    return reply(answer);
  };
  return {
    asked,
    restore: () => {
      window.fetch = realFetch;
    },
  };
}
