import type { ImportBatch, ImportKind, ImportPreview } from '../../../../src/contract/imports';
import { API } from '../../../../src/contract/api-paths';
import type { Envelope } from '../../../../src/contract/envelope';
import { DEFAULT_LOCALE, LOCALE_HEADER, type Locale } from '../../../../src/contract/locale';
import type { TestServer } from '../../../testing/test-server';

/** A CSV file of rows (the first is the header), as Excel saves it with a BOM. */
export const csvFile = (rows: readonly (readonly (string | number)[])[]): Buffer =>
  Buffer.from(`\uFEFF${rows.map((row) => row.join(',')).join('\r\n')}\r\n`, 'utf8');

/** The import calls of a test, as the widget makes them. */
export function importClient(server: TestServer, token: string) {
  return {
    async preview(
      kind: ImportKind | null,
      name: string,
      content: Buffer,
      locale: Locale = DEFAULT_LOCALE,
    ): Promise<Envelope<ImportPreview>> {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(content)]), name);
      const query = kind ? `?kind=${kind}` : '';
      const response = await fetch(`${server.baseUrl}${API.bulkImport.preview}${query}`, {
        method: 'POST',
        body: form,
        headers: { token, [LOCALE_HEADER]: locale },
      });
      return (await response.json()) as Envelope<ImportPreview>;
    },
    confirm: async (batchId: string) =>
      (await server.post<ImportBatch>(API.bulkImport.confirm, { batchId }, token)).body,
    status: async (batchId: string) =>
      (await server.post<ImportBatch>(API.bulkImport.status, { batchId }, token)).body,
    /** Polls the status (as the progress bar does) until the batch is done or failed. */
    async finished(batchId: string): Promise<ImportBatch> {
      for (let tries = 0; tries < 600; tries += 1) {
        const { data } = await this.status(batchId);
        if (data.status === 'done' || data.status === 'failed') return data;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`batch ${batchId} did not finish`);
    },
    download: (path: string, query: Record<string, string>) =>
      fetch(`${server.baseUrl}${path}?${new URLSearchParams({ ...query, token })}`),
  };
}
