import { KitStyle } from '../ui';

/**
 * The root font follows the window (see layout/root-font-size); text inside the portal is sized in px,
 * so the body sets it back to the design size.
 */
export function ShellBase() {
  return <KitStyle name="shell-base" css="body { font-size: 14px; }" />;
}
