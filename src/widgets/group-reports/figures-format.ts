import { units } from './labels';

/** A pallet count with its unit in the language in force, — for none. */
export const pallets = (value: number | null): string => (value === null ? '—' : units.pallets(value));

/** A plain grouped number (a chart's table cell carries its unit in the column header). */
export const grouped = (value: number): string => units.grouped(value);
