import { API } from '../../../src/contract/api-paths';
import type { ContractPageImages } from '../../../src/contract/contracts';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import { currentFile } from './files';
import { CONTRACT_LABELS } from './labels';
import { contractsDb, type ContractRow } from './tables';

/** 150 dpi: A4 becomes 1240 × 1754 pixels, sharp on screen and small enough to cache. */
const SCALE = 150 / 72;

type MuPdf = typeof import('mupdf');
let mupdfLoading: Promise<MuPdf> | undefined;
/** MuPDF (WebAssembly, ~10 MB) is loaded at the first page rendered, not at server start. */
const loadMupdf = (): Promise<MuPdf> => (mupdfLoading ??= import('mupdf'));

interface PageImage {
  page: number;
  png: Uint8Array;
  width: number;
  height: number;
}

/** Every page of a PDF as a PNG (MuPDF). */
export async function renderPages(pdf: Uint8Array): Promise<PageImage[]> {
  const mupdf = await loadMupdf();
  const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
  try {
    return Array.from({ length: doc.countPages() }, (_, index) => {
      const page = doc.loadPage(index);
      const pixmap = page.toPixmap(mupdf.Matrix.scale(SCALE, SCALE), mupdf.ColorSpace.DeviceRGB, false, true);
      try {
        return { page: index + 1, png: pixmap.asPNG(), width: pixmap.getWidth(), height: pixmap.getHeight() };
      } finally {
        pixmap.destroy();
        page.destroy();
      }
    });
  } finally {
    doc.destroy();
  }
}

export const pageCountOf = (contract: ContractRow): number =>
  contract.signed_page_count ?? contract.draft_page_count;
const fileHashOf = (contract: ContractRow): string => contract.signed_file_hash ?? contract.document_hash;

const cachedPages = (db: DbOrTrx, contract: ContractRow) =>
  contractsDb(db)
    .selectFrom('contract_page_images')
    .where('contract_id', '=', contract.id)
    .where('file_hash', '=', fileHashOf(contract));

/** Renders of this process under way, by file: callers at once share one render. */
const rendering = new Map<string, Promise<void>>();

/**
 * Makes sure the pages of the contract's current file are in the cache (contract_page_images, keyed by
 * contract, file hash and page: every node of the platform reads the same cache). Rendered once per file.
 */
async function ensurePages(db: DbOrTrx, contract: ContractRow, now: number): Promise<void> {
  const cached = await cachedPages(db, contract)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(cached.n) >= pageCountOf(contract)) return;
  const key = `${contract.id}:${fileHashOf(contract)}`;
  let render = rendering.get(key);
  if (!render) {
    render = (async () => {
      const pages = await renderPages((await currentFile(contract)).bytes);
      await contractsDb(db)
        .insertInto('contract_page_images')
        .values(
          pages.map((image) => ({
            contract_id: contract.id,
            file_hash: fileHashOf(contract),
            page: image.page,
            png: Buffer.from(image.png),
            width: image.width,
            height: image.height,
            created_at: now,
          })),
        )
        .onConflict((c) => c.columns(['contract_id', 'file_hash', 'page']).doNothing())
        .execute();
    })().finally(() => rendering.delete(key));
    rendering.set(key, render);
  }
  await render;
}

const pageUrl = (contractId: string, page: number): string =>
  `${API.contract.attachmentPage}?contractId=${encodeURIComponent(contractId)}&page=${page}`;

/** contract/getContractAttachmentImg: the current file's pages, rendered and cached, as GET URLs. */
export async function pageImages(
  db: DbOrTrx,
  contract: ContractRow,
  now: number,
): Promise<ContractPageImages> {
  await ensurePages(db, contract, now);
  const pages = await cachedPages(db, contract).select(['page', 'width', 'height']).orderBy('page').execute();
  return { pages: pages.map((image) => ({ ...image, url: pageUrl(contract.id, image.page) })) };
}

/** One page's PNG (attachmentPage; the last page is downloadAttachment's 附页). */
export async function pagePng(
  db: DbOrTrx,
  contract: ContractRow,
  page: number,
  now: number,
): Promise<Buffer> {
  if (page < 1 || page > pageCountOf(contract)) throw businessError(CONTRACT_LABELS.pageNotFound);
  await ensurePages(db, contract, now);
  const image = await cachedPages(db, contract)
    .select('png')
    .where('page', '=', page)
    .executeTakeFirstOrThrow();
  return Buffer.from(image.png);
}
