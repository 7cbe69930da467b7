/**
 * JSON values in localStorage, with an in-memory fallback: localStorage may be missing (Node, some
 * embedded webviews), throw on access (sandboxed iframes, blocked cookies) or be full.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** localStorage when it works, memory otherwise (per operation, so a full quota degrades gracefully). */
export function browserStorage(): KeyValueStorage {
  const memory = memoryStorage();
  const local = (): KeyValueStorage | undefined => {
    try {
      return globalThis.localStorage ?? undefined;
    } catch {
      return undefined;
    }
  };
  const attempt = <T>(operation: (storage: KeyValueStorage) => T): T => {
    const storage = local();
    if (storage) {
      try {
        return operation(storage);
      } catch {
        // fall through to memory
      }
    }
    return operation(memory);
  };
  return {
    getItem: (key) => attempt((storage) => storage.getItem(key)) ?? memory.getItem(key),
    setItem: (key, value) => attempt((storage) => storage.setItem(key, value)),
    removeItem: (key) => {
      memory.removeItem(key);
      attempt((storage) => storage.removeItem(key));
    },
  };
}

export function readJson(storage: KeyValueStorage, key: string): unknown {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  storage.setItem(key, JSON.stringify(value));
}
