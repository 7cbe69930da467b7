import { autoUpdate, flip, offset, shift, type UseFloatingOptions } from '@floating-ui/react';

/**
 * How the kit's floating layers (popover, menu) sit next to their trigger: `fixed`, so a host page's
 * overflow or a narrow column never clips them, kept in the viewport by flipping and shifting.
 */
export const fixedNextToTrigger = (
  gap: number,
): Pick<UseFloatingOptions, 'strategy' | 'whileElementsMounted' | 'middleware'> => ({
  strategy: 'fixed',
  whileElementsMounted: autoUpdate,
  middleware: [offset(gap), flip({ padding: 8 }), shift({ padding: 8 })],
});
