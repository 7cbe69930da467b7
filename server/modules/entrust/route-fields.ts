import { Type } from '@sinclair/typebox';
import { Fields } from '../../http/fields';
import { Strict } from '../../http/route';
import { ENTRUST_LABELS } from './labels';

/** What the entrust routes share: their role area, the id body, text fields. */
export const opt = Type.Optional;
/** The freight pages are in the pallet-sharing area (PAGES.logistics). */
export const roles = [2] as const;
export const session = { access: 'session', roles } as const;
export const byId = Strict({ id: Fields.id() });
export const F = ENTRUST_LABELS.fields;
export const text = (min: number, max: number, description: string) =>
  Type.String({ minLength: min, maxLength: max, description });
export const instant = (description: string) => Type.String({ format: 'date-time', description });
export const reason = () => text(1, 200, F.reason);
