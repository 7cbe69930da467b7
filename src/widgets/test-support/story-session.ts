/**
 * What the beforeEach of a widget's story does with the fake backend it installed: signs the
 * widgets in with a token never used before (the permission set loads once per token, so a story's
 * reduced set never leaks into the next) and, when the story ends, stops the backend and signs out.
 * Not part of any widget's bundle.
 */
import { configure, resetConfig } from '../../core';

let storyToken = 0;

/** The token reads `${prefix}-<n>`; returns the story's clean-up. */
export function storySession(prefix: string, backend: { restore(): void }): () => void {
  const token = `${prefix}-${++storyToken}`;
  configure({ apiBase: '', getToken: () => token });
  return () => {
    backend.restore();
    resetConfig();
  };
}
