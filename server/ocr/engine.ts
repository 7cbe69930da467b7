import type { ReadBox } from './rows';

/** The recognizer: the image's bytes (png or jpeg) → the pieces of text read, with their boxes. */
export type Recognize = (image: Buffer) => Promise<ReadBox[]>;

/** Thrown when the engine cannot load, cannot read the image, or takes longer than the time limit. */
export class OcrFailure extends Error {}

/** Thrown by a recognizer that has stopped for good (its worker exited): the next read loads anew. */
export class EngineStopped extends Error {}

export interface OcrEngine {
  /** Reads one image: callers queue, one recognition at a time; rejects with OcrFailure. */
  read(image: Buffer): Promise<ReadBox[]>;
}

/**
 * One engine per process: loaded once on the first call (a failed load, or a recognizer that stopped,
 * is loaded anew by the next call),
 * recognitions one after another (a second caller waits its turn: two at once would only share the
 * two cores and double the memory), each caller given at most `timeLimitMs` from its call, waiting
 * included. A caller whose time ran out while waiting is skipped; one whose recognition overran is
 * answered at once, and the queue moves on when the engine finishes (it cannot be interrupted).
 */
export function createOcrEngine(load: () => Promise<Recognize>, timeLimitMs: number): OcrEngine {
  let loaded: Promise<Recognize> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  const engine = () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  return {
    read(image) {
      let timedOut = false;
      const turn = queue.then(async () => {
        if (timedOut) throw new OcrFailure('time limit reached while waiting');
        const recognize = await engine();
        return recognize(image).catch((error: unknown) => {
          if (error instanceof EngineStopped) loaded = undefined;
          throw error;
        });
      });
      queue = turn.catch(() => undefined);
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          timedOut = true;
          reject(new OcrFailure(`no answer within ${timeLimitMs} ms`));
        }, timeLimitMs);
      });
      return Promise.race([turn, limit])
        .catch((error: unknown) => {
          throw error instanceof OcrFailure ? error : new OcrFailure('recognition failed', { cause: error });
        })
        .finally(() => clearTimeout(timer));
    },
  };
}

/**
 * Time a caller may take, waiting included: the first read of a 4000-px photo (engine load included)
 * took about 10 s on a busy 2-core machine, a certificate-sized image 1–2 s.
 */
export const OCR_TIME_LIMIT_MS = 20_000;
