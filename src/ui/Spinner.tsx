import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** A decorative spinning ring; the surrounding element carries the accessible text. */
export const Spinner = styled.span.attrs({ 'aria-hidden': true })<{ $size?: number }>`
  display: inline-block;
  flex: none;
  width: ${(p) => p.$size ?? 14}px;
  height: ${(p) => p.$size ?? 14}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
