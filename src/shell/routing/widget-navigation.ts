/** The detail of a `yp-navigate` event a widget tag emits (see src/widgets). */
export interface WidgetNavigation {
  path: string;
  query?: Record<string, string | number | boolean | null | undefined>;
}

/**
 * The in-portal URL a `yp-navigate` event asks for, or null when the detail is not a path inside the
 * portal (events cross the shadow boundary from any widget, so the shape is checked, and only
 * same-origin absolute paths are followed — never `//host` or `https:` targets).
 */
export function navigationTarget(detail: unknown): string | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { path, query } = detail as Partial<WidgetNavigation>;
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return null;
  const params = new URLSearchParams();
  if (query && typeof query === 'object') {
    for (const [name, value] of Object.entries(query)) {
      if (value !== null && value !== undefined) params.set(name, String(value));
    }
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
