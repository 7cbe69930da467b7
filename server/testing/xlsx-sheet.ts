import ExcelJS from 'exceljs';

export type SheetCell = string | number | null;

/** The first sheet of an XLSX download, `columns` cells a row (exceljs leaves empty cells undefined: null here, as the export wrote them). */
export async function readSheet(body: ArrayBuffer, columns: number): Promise<SheetCell[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body);
  const rows: SheetCell[][] = [];
  workbook.worksheets[0]?.eachRow({ includeEmpty: true }, (row) => {
    rows.push(Array.from({ length: columns }, (_, i) => (row.getCell(i + 1).value ?? null) as SheetCell));
  });
  return rows;
}
