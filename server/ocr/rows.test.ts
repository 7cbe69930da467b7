import { describe, expect, it } from 'vitest';
import { toLines } from './rows';

const box = (left: number, top: number, width: number, height: number) => [
  [left, top],
  [left + width, top],
  [left + width, top + height],
  [left, top + height],
];

describe('toLines', () => {
  it('orders pieces top to bottom and joins those of one row left to right', () => {
    expect(
      toLines([
        { text: '公民身份号码', box: box(10, 300, 200, 30) },
        { text: '张伟明', box: box(120, 42, 100, 30) },
        { text: '姓名', box: box(10, 40, 60, 30) },
        { text: '11010519491231002X', box: box(240, 305, 300, 30) },
        { text: '  ', box: box(10, 200, 60, 30) },
      ]),
    ).toEqual(['姓名 张伟明', '公民身份号码 11010519491231002X']);
  });

  it('keeps pieces more than half a line apart on separate lines', () => {
    expect(
      toLines([
        { text: '住址北京市', box: box(10, 100, 200, 30) },
        { text: '院3号楼', box: box(10, 125, 200, 30) },
      ]),
    ).toEqual(['住址北京市', '院3号楼']);
  });
});
