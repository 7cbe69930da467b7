import type { ClientBillRow } from '../../contract/bills';
import type { OverdueCustomerRow } from '../../contract/customers';
import type { Page } from '../../contract/envelope';
import type { PaymentRow, StatementRow } from '../../contract/statements';
import {
  answerRoutes,
  installFakeFetch,
  ok,
  type FakeFetch,
  type FakeRoutes,
} from '../test-support/fake-fetch';
import { matches, pageOf } from '../test-support/fake-lists';
import { CLIENT_BILL_LIST_CALL } from './api';
import { ALL_BILL_CODES, BILL_FIXTURES, rowOf } from './fake-bills-backend';
import { OVERDUE_CLIENT_FIXTURES } from './fake-items-backend';
import {
  ALL_STATEMENT_CODES,
  PAYMENT_FIXTURES,
  rowOfStatement,
  STATEMENT_FIXTURES,
} from './fake-statements-backend';
import { OVERDUE_CLIENTS_CALL } from './items-api';
import { PAYMENT_LIST_CALL, STATEMENT_LIST_CALL } from './statements-api';

/** The lists 账单概览 reads, answered from the other fakes' fixtures. */
interface OverviewResponses {
  [CLIENT_BILL_LIST_CALL]: Page<ClientBillRow>;
  [STATEMENT_LIST_CALL]: Page<StatementRow>;
  [PAYMENT_LIST_CALL]: Page<PaymentRow>;
  [OVERDUE_CLIENTS_CALL]: Page<OverdueCustomerRow>;
}

export interface FakeOverviewOptions {
  /** Permission codes of the session (default: every 对账管理 and 付款管理 code). */
  permissions?: readonly string[];
  delayMs?: number;
}

/** The fake server of <yp-bills view="overview">: its four lists, filtered by state as the server does. */
export function installFakeOverviewBackend(options: FakeOverviewOptions = {}): FakeFetch {
  const permissions = [...(options.permissions ?? [...ALL_BILL_CODES, ...ALL_STATEMENT_CODES])];
  const routes: FakeRoutes<OverviewResponses> = {
    [CLIENT_BILL_LIST_CALL]: (body) =>
      ok(pageOf(BILL_FIXTURES.filter((b) => matches(body, 'state', b.state)).map(rowOf), body)),
    [STATEMENT_LIST_CALL]: (body) =>
      ok(pageOf(STATEMENT_FIXTURES.filter((s) => matches(body, 'state', s.state)).map(rowOfStatement), body)),
    [PAYMENT_LIST_CALL]: (body) =>
      ok(
        pageOf(
          PAYMENT_FIXTURES.filter((p) => matches(body, 'state', p.state)),
          body,
        ),
      ),
    [OVERDUE_CLIENTS_CALL]: (body) => ok(pageOf(OVERDUE_CLIENT_FIXTURES, body)),
  };
  const answer = answerRoutes(routes, ({ path }) =>
    path.endsWith('/permission/loadMenuAndPermission') ? ok({ menus: [], permissions }) : undefined,
  );
  return installFakeFetch(answer, { delayMs: options.delayMs });
}
