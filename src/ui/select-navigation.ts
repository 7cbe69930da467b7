export interface NavigableOption {
  label: string;
  disabled?: boolean;
}

/** Index of the next enabled option from `from` in `step` direction, or `from` when there is none. */
export function stepIndex(options: readonly NavigableOption[], from: number, step: 1 | -1): number {
  for (let i = from + step; i >= 0 && i < options.length; i += step) {
    if (!options[i]?.disabled) return i;
  }
  return from;
}

export function firstEnabled(options: readonly NavigableOption[]): number {
  return stepIndex(options, -1, 1);
}

export function lastEnabled(options: readonly NavigableOption[]): number {
  return stepIndex(options, options.length, -1);
}

/** Type-ahead: the next enabled option after `from` whose label starts with `text`, wrapping around. */
export function matchIndex(options: readonly NavigableOption[], from: number, text: string): number {
  const wanted = text.toLowerCase();
  for (let offset = 1; offset <= options.length; offset += 1) {
    const i = (from + offset) % options.length;
    const option = options[i];
    if (option && !option.disabled && option.label.toLowerCase().startsWith(wanted)) return i;
  }
  return from;
}
