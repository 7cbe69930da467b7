/** Which chosen files may be uploaded as ticket photos, before any upload (the server checks again). Pure. */
import { TICKET_PHOTOS_MAX } from '../../contract/freight';
import { actionLabels as text } from './labels';

/** The types common/uploadFile takes that are images (server/modules/common/uploads.ts). */
export const PHOTO_TYPES = ['image/png', 'image/jpeg'] as const;
/** The server's upload limit (server/config.ts uploadMaxBytes). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export interface PhotoChoice {
  accepted: File[];
  /** One message per refused file (or for those beyond the maximum). */
  refused: string[];
}

/** Splits the chosen files into those to upload and the reasons for the others; `held` are already kept. */
export function choosePhotos(files: readonly File[], held: number): PhotoChoice {
  const accepted: File[] = [];
  const refused: string[] = [];
  for (const file of files) {
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) refused.push(text.photoType(file.name));
    else if (file.size > PHOTO_MAX_BYTES) refused.push(text.photoSize(file.name));
    else if (held + accepted.length >= TICKET_PHOTOS_MAX) {
      refused.push(text.photosMax(TICKET_PHOTOS_MAX));
      break;
    } else accepted.push(file);
  }
  return { accepted, refused };
}
