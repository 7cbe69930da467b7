import { API } from '../../../src/contract/api-paths';
import { post } from './fresh-connection';

export interface Call {
  ok: boolean;
  servedBy: string;
  /** Why a failed call failed: its errcode and message, or what the connection said. */
  failure?: string;
}

export interface SteadyCalls {
  /** Resolves once `count` more calls have ended; answers every call ended so far. */
  more(count: number): Promise<Call[]>;
  /** Ends the calls after the one under way, and answers all of them. */
  stop(): Promise<Call[]>;
}

/**
 * Calls through `baseUrl` one after another, each on a new connection, until stopped: the public key
 * (no session) and the stock list (with `token`) in turn. What a user clicking on during a restart does.
 */
export function keepCalling(baseUrl: string, token: string): SteadyCalls {
  const done: Call[] = [];
  const waiters: { count: number; wake: () => void }[] = [];
  let stopping = false;
  const record = (call: Call) => {
    done.push(call);
    for (const waiter of waiters.filter((w) => done.length >= w.count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.wake();
    }
  };
  const loop = (async () => {
    for (let turn = 0; !stopping; turn += 1) {
      const call =
        turn % 2 === 0
          ? post(baseUrl, API.common.getPublicKey, {})
          : post(baseUrl, API.customerStock.searchCustomerStock, { pageNum: 1, pageSize: 20 }, token);
      await call.then(
        (answer) =>
          record({
            ok: answer.errcode === 0,
            servedBy: answer.servedBy,
            ...(answer.errcode === 0 ? {} : { failure: `${answer.errcode} ${answer.errmsg}` }),
          }),
        (error: unknown) => record({ ok: false, servedBy: '', failure: String(error) }),
      );
    }
  })();
  return {
    more(count) {
      return new Promise((resolve) =>
        waiters.push({ count: done.length + count, wake: () => resolve(done) }),
      );
    },
    async stop() {
      stopping = true;
      await loop;
      return done;
    },
  };
}
