import { TRACE_ID_LENGTH } from './constants';

/** A traceability id: 32 lowercase hex characters in the version-4 UUID layout, without dashes. */
export function createTraceId(): string {
  const bytes = new Uint8Array(TRACE_ID_LENGTH / 2);
  globalThis.crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant: 8, 9, a or b
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
