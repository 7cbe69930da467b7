import styled from 'styled-components';
import { useState } from 'react';
import { TICKET_KIND_LABELS, TICKET_KINDS, type Ticket } from '../../contract/freight';
import { api, formatDateTime } from '../../core';
import { Button, Dialog, vars } from '../../ui';
import { common, detailLabels as text } from './labels';

const Group = styled.section`
  & + & {
    margin-top: ${vars.spaceLg};
  }
  h2 {
    margin: 0 0 ${vars.spaceSm};
    font-size: ${vars.fontSizeMd};
  }
`;
const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.spaceMd};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const ThumbButton = styled.button`
  display: block;
  width: 120px;
  height: 120px;
  padding: 0;
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radius};
  background: ${vars.colorBgMuted};
  cursor: zoom-in;
  overflow: hidden;
  &:focus-visible {
    outline: 2px solid ${vars.colorPrimary};
    outline-offset: 2px;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
const FullImage = styled.img`
  display: block;
  max-width: 100%;
  max-height: 70vh;
  margin: 0 auto;
  object-fit: contain;
`;

/**
 * A ticket's photo is a GET of common/file, fetched like a download (an <img> sends no header, so the
 * token goes in the query); an absolute URL (a story's inline image) is used as it is.
 */
const photoSource = (url: string): string => (url.startsWith('/') ? api.exportUrl(url) : url);

interface Shown {
  ticket: Ticket;
  alt: string;
}

/** 磅单与回单: the loading and unloading ticket photos as thumbnails; each opens full size in a dialog. */
export function TicketGallery({ tickets }: { tickets: readonly Ticket[] }) {
  const [shown, setShown] = useState<Shown | null>(null);
  if (!tickets.length) return <p>{text.noTickets}</p>;
  return (
    <>
      {TICKET_KINDS.map((kind) => {
        const ofKind = tickets.filter((ticket) => ticket.kind === kind);
        if (!ofKind.length) return null;
        const kindLabel = TICKET_KIND_LABELS[kind];
        return (
          <Group key={kind} aria-label={kindLabel}>
            <h2>{kindLabel}</h2>
            <Thumbs>
              {ofKind.map((ticket, index) => {
                const alt = text.ticketAlt(kindLabel, index + 1);
                return (
                  <li key={ticket.fileId}>
                    <ThumbButton
                      type="button"
                      aria-label={text.openTicket(kindLabel, index + 1)}
                      onClick={() => setShown({ ticket, alt })}
                    >
                      <img src={photoSource(ticket.url)} alt="" loading="lazy" />
                    </ThumbButton>
                  </li>
                );
              })}
            </Thumbs>
          </Group>
        );
      })}
      {shown && (
        <Dialog
          open
          width={960}
          onClose={() => setShown(null)}
          title={`${shown.alt} · ${formatDateTime(shown.ticket.uploadedAt)}`}
          footer={<Button onClick={() => setShown(null)}>{common.close}</Button>}
        >
          <FullImage src={photoSource(shown.ticket.url)} alt={shown.alt} />
        </Dialog>
      )}
    </>
  );
}
