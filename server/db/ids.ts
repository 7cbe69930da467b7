import { randomBytes, randomUUID } from 'node:crypto';

/** Text primary keys: 32 hex characters. */
export const newId = (): string => randomUUID().replaceAll('-', '');
/** Unguessable bearer secrets (session tokens, reset tickets): 256 bits, base64url. */
export const newSecret = (): string => randomBytes(32).toString('base64url');
