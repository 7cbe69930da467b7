/** A piece of text the engine read and where: the box's corners in image pixels. */
export interface ReadBox {
  text: string;
  box: number[][];
}

interface Placed {
  text: string;
  left: number;
  top: number;
  bottom: number;
}

const place = ({ text, box }: ReadBox): Placed => {
  const xs = box.map((point) => point[0] ?? 0);
  const ys = box.map((point) => point[1] ?? 0);
  return { text: text.trim(), left: Math.min(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
};

const middle = (piece: Placed) => (piece.top + piece.bottom) / 2;

/**
 * The text as lines, top to bottom: pieces whose vertical middles lie within half a line's height of
 * each other form one line, left to right, joined by a space (a label and its value are often read as
 * two pieces, e.g. "姓名" and "张伟明").
 */
export function toLines(boxes: readonly ReadBox[]): string[] {
  const pieces = boxes
    .map(place)
    .filter((piece) => piece.text !== '')
    .sort((a, b) => middle(a) - middle(b));
  const rows: Placed[][] = [];
  for (const piece of pieces) {
    const row = rows.at(-1);
    const first = row?.[0];
    if (row && first && Math.abs(middle(piece) - middle(first)) <= (first.bottom - first.top) / 2)
      row.push(piece);
    else rows.push([piece]);
  }
  return rows.map((row) =>
    row
      .sort((a, b) => a.left - b.left)
      .map((piece) => piece.text)
      .join(' '),
  );
}
