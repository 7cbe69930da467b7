/** A tray type as lists and details show it: its code, then its name (1210 川字塑料托盘). */
export function formatTrayType(row: { trayTypeCode: string; trayTypeName: string }): string {
  return `${row.trayTypeCode} ${row.trayTypeName}`;
}
