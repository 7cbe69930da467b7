import styled from 'styled-components';
import type { ContractPageImages } from '../../contract/contracts';
import { api } from '../../core';
import { LoadError, Loading, vars } from '../../ui';
import { useApiQuery } from '../query';
import { idBody, PATHS } from './api';
import { detailLabels as text } from './labels';

const Pages = styled.ol`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.spaceLg};
  max-height: 720px;
  margin: 0;
  padding: ${vars.spaceLg};
  overflow-y: auto;
  list-style: none;
  background: ${vars.colorBgMuted};
  border-radius: ${vars.radiusLarge};
  &:focus-visible {
    outline: 2px solid ${vars.colorPrimary};
  }
`;

const Page = styled.li`
  margin: 0;
  text-align: center;
  img {
    display: block;
    width: min(100%, 760px);
    height: auto;
    background: ${vars.colorBg};
    box-shadow: ${vars.shadowPopup};
  }
  small {
    display: block;
    margin-top: ${vars.spaceXs};
    color: ${vars.colorTextSecondary};
  }
`;

/**
 * The server answers each page as an API path, fetched like a download: from the API base, with the token
 * in the query (an <img> sends no header). An absolute URL (a story's inline page) is used as it is.
 */
const pageSource = (url: string): string => (url.startsWith('/') ? api.exportUrl(url) : url);

/** The contract's PDF as the server's page images, one under another, each with 第 n / N 页. */
export function ContractDocument({ contractId, title }: { contractId: string; title: string }) {
  const state = useApiQuery<ContractPageImages>(PATHS.pages, idBody(contractId));
  if (state.error) return <LoadError message={state.error} onRetry={state.reload} />;
  if (!state.data) return <Loading />;
  const { pages } = state.data;
  return (
    // A scrolling region: focusable so the keyboard scrolls it.
    <Pages aria-label={title} tabIndex={0}>
      {pages.map((page) => (
        <Page key={page.page}>
          <img
            src={pageSource(page.url)}
            alt={text.pageAlt(page.page)}
            width={page.width}
            height={page.height}
            loading="lazy"
          />
          <small>{text.pageCounter(page.page, pages.length)}</small>
        </Page>
      ))}
    </Pages>
  );
}
