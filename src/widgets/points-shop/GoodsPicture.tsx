import styled from 'styled-components';
import { vars } from '../../ui';
import { shopLabels as text } from './labels';

const Frame = styled.div<{ $size: number }>`
  display: grid;
  place-items: center;
  width: 100%;
  height: ${(p) => p.$size}px;
  overflow: hidden;
  border-radius: ${vars.radius};
  background: ${vars.colorBgMuted};
  color: ${vars.colorTextSecondary};
  font-size: ${vars.fontSizeSm};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A gift box drawn in line (nothing fetched): the neutral placeholder of goods without a picture. */
function GiftBox() {
  return (
    <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect x="8" y="20" width="32" height="22" rx="2" fill="#fafafa" stroke="#d9d9d9" />
      <rect x="5" y="13" width="38" height="8" rx="2" fill="#f0f0f0" stroke="#d9d9d9" />
      <path d="M24 13v29" stroke="#d9d9d9" strokeWidth="3" />
      <path d="M24 13c-4-8-12-6-9-1M24 13c4-8 12-6 9-1" fill="none" stroke="#d9d9d9" strokeWidth="2" />
    </svg>
  );
}

/** The goods' picture, or the placeholder (暂无图片) when it has none. */
export function GoodsPicture({ url, name, size }: { url: string | null; name: string; size: number }) {
  return (
    <Frame $size={size}>
      {url ? (
        <img src={url} alt={name} />
      ) : (
        <span role="img" aria-label={text.noPicture}>
          <GiftBox />
        </span>
      )}
    </Frame>
  );
}
