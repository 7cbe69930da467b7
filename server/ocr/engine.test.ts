import { describe, expect, it, vi } from 'vitest';
import { createOcrEngine, EngineStopped, OcrFailure, type Recognize } from './engine';

const image = Buffer.from('image');
const piece = (text: string) => ({ text, box: [] });
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createOcrEngine', () => {
  it('loads the recognizer on the first read only, once for every later read', async () => {
    const load = vi.fn(async (): Promise<Recognize> => async () => [piece('营业执照')]);
    const engine = createOcrEngine(load, 1000);
    expect(load).not.toHaveBeenCalled();
    await expect(engine.read(image)).resolves.toEqual([piece('营业执照')]);
    await engine.read(image);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again on the next read after a failed one, as an OcrFailure', async () => {
    const load = vi
      .fn<() => Promise<Recognize>>()
      .mockRejectedValueOnce(new Error('model missing'))
      .mockResolvedValue(async () => [piece('姓名')]);
    const engine = createOcrEngine(load, 1000);
    await expect(engine.read(image)).rejects.toBeInstanceOf(OcrFailure);
    await expect(engine.read(image)).resolves.toEqual([piece('姓名')]);
  });

  it('runs one recognition at a time: a second caller waits for the first', async () => {
    let running = 0;
    let most = 0;
    const engine = createOcrEngine(
      async () => async () => {
        most = Math.max(most, ++running);
        await later(20);
        running--;
        return [];
      },
      1000,
    );
    await Promise.all([engine.read(image), engine.read(image), engine.read(image)]);
    expect(most).toBe(1);
  });

  it('answers an OcrFailure when the time limit passes, skips a caller whose time ran out waiting, then goes on', async () => {
    const recognize = vi.fn(async () => {
      await later(80);
      return [piece('慢')];
    });
    const engine = createOcrEngine(async () => recognize, 50);
    const first = engine.read(image);
    const second = engine.read(image);
    await expect(first).rejects.toBeInstanceOf(OcrFailure);
    await expect(second).rejects.toBeInstanceOf(OcrFailure);
    await later(60);
    expect(recognize).toHaveBeenCalledTimes(1);
    recognize.mockResolvedValueOnce([piece('快')]);
    await expect(engine.read(image)).resolves.toEqual([piece('快')]);
  });

  it('wraps an error of the recognizer (an unreadable image) in an OcrFailure', async () => {
    const engine = createOcrEngine(
      async () => async () => Promise.reject(new Error('unsupported image format')),
      1000,
    );
    await expect(engine.read(image)).rejects.toBeInstanceOf(OcrFailure);
  });

  it('loads anew on the next read when the recognizer has stopped (its worker exited)', async () => {
    const load = vi
      .fn<() => Promise<Recognize>>()
      .mockResolvedValueOnce(async () => Promise.reject(new EngineStopped('worker exited')))
      .mockResolvedValue(async () => [piece('住址')]);
    const engine = createOcrEngine(load, 1000);
    await expect(engine.read(image)).rejects.toBeInstanceOf(OcrFailure);
    await expect(engine.read(image)).resolves.toEqual([piece('住址')]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
