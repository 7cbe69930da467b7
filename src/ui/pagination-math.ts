export const PAGE_SIZE_CHOICES = [10, 20, 50, 100] as const;

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function clampPage(page: number, total: number, pageSize: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), pageCount(total, pageSize));
}

/**
 * After a page-size change, the page that still shows the first row the user was looking at
 * (row 41 at 20 a page is page 3; at 50 a page it is page 1).
 */
export function pageAfterSizeChange(
  pageNum: number,
  oldSize: number,
  newSize: number,
  total: number,
): number {
  const firstRow = (pageNum - 1) * oldSize;
  return clampPage(Math.floor(firstRow / newSize) + 1, total, newSize);
}

export type PageItem = number | 'gap-before' | 'gap-after';

/**
 * The page buttons to show: always the first and last page, the current page with `siblings` on each
 * side, and a gap marker where pages are left out. A gap never hides a single page (it shows it instead).
 */
export function pageItems(current: number, count: number, siblings = 2): PageItem[] {
  const slots = siblings * 2 + 5; // first, last, current, its siblings and two gap markers
  if (count <= slots) return Array.from({ length: count }, (_, i) => i + 1);
  let start = Math.max(2, Math.min(current - siblings, count - 1 - siblings * 2 - 1));
  let end = Math.min(count - 1, Math.max(current + siblings, 2 + siblings * 2 + 1));
  if (start === 3) start = 2;
  if (end === count - 2) end = count - 1;
  const middle = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return [
    1,
    ...(start > 2 ? (['gap-before'] as const) : []),
    ...middle,
    ...(end < count - 1 ? (['gap-after'] as const) : []),
    count,
  ];
}
