import { KitStyle } from './theme/KitStyle';

const spinnerCss = `
@keyframes yp-spin {
  to { transform: rotate(360deg); }
}
.yp-spinner {
  display: inline-block;
  flex: none;
  width: 14px;
  height: 14px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: yp-spin 0.8s linear infinite;
}
@media (prefers-reduced-motion: reduce) {
  .yp-spinner {
    animation-duration: 2.4s;
  }
}
`;

/** A decorative spinning ring (14 px unless `size` says); the surrounding element carries the accessible text. */
export function Spinner({ size }: { size?: number }) {
  return (
    <>
      <KitStyle name="spinner" css={spinnerCss} />
      <span
        className="yp-spinner"
        aria-hidden="true"
        style={size ? { width: size, height: size } : undefined}
      />
    </>
  );
}
