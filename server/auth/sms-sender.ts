import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/schema';
import { newId } from '../db/ids';
import type { Clock } from '../deps';

/** Where SMS texts go. Production plugs a gateway in here; the default keeps them in sms_outbox. */
export interface SmsSender {
  send(mobile: string, content: string): Promise<void>;
}

/** No gateway is reachable from this system: write the text to sms_outbox and log that one was sent. */
export function outboxSmsSender(db: Db, clock: Clock, log: FastifyBaseLogger): SmsSender {
  return {
    async send(mobile, content) {
      await db
        .insertInto('sms_outbox')
        .values({ id: newId(), mobile, content, created_at: clock() })
        .execute();
      // The text holds a live code: log only that a message went out.
      log.info({ mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}` }, 'sms queued in sms_outbox');
    },
  };
}
