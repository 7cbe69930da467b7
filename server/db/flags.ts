/** Flags are stored as integers 0/1 on both dialects. */
export const flag = (value: boolean): number => (value ? 1 : 0);
export const isSet = (value: number | null | undefined): boolean => value === 1;
