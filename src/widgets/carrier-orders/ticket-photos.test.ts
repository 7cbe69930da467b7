import { describe, expect, it } from 'vitest';
import { choosePhotos, PHOTO_MAX_BYTES } from './ticket-photos';

const file = (name: string, type: string, size = 100) => new File([new Uint8Array(size)], name, { type });

describe('choosePhotos', () => {
  it('takes PNG and JPEG photos within the size limit', () => {
    const choice = choosePhotos([file('a.png', 'image/png'), file('b.jpg', 'image/jpeg')], 0);
    expect(choice.accepted.map((f) => f.name)).toEqual(['a.png', 'b.jpg']);
    expect(choice.refused).toEqual([]);
  });

  it('refuses other types and files over the server limit, naming them', () => {
    const choice = choosePhotos(
      [file('scan.pdf', 'application/pdf'), file('big.png', 'image/png', PHOTO_MAX_BYTES + 1)],
      0,
    );
    expect(choice.accepted).toEqual([]);
    expect(choice.refused).toEqual(['scan.pdf 不是 PNG 或 JPEG 图片', 'big.png 超过 10 MB']);
  });

  it('stops at six photos in all, counting those already kept', () => {
    const choice = choosePhotos([file('a.png', 'image/png'), file('b.png', 'image/png')], 5);
    expect(choice.accepted.map((f) => f.name)).toEqual(['a.png']);
    expect(choice.refused).toEqual(['最多上传 6 张']);
  });
});
