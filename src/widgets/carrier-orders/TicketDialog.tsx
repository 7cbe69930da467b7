import styled from 'styled-components';
import { useEffect, useRef, useState } from 'react';
import {
  TICKET_KIND_LABELS,
  TICKET_PHOTOS_MAX,
  type CarrierOrder,
  type TicketKind,
} from '../../contract/freight';
import { Button, Dialog, Field, FileButton, IconButton, vars, punctuationLabels } from '../../ui';
import { useApiAction } from '../query';
import { CARRIER_ORDER_READS, carrierOrdersApi } from './api';
import { ACTION_LABELS, actionLabels as text, common } from './labels';
import { choosePhotos, PHOTO_TYPES } from './ticket-photos';

const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.spaceSm};
  margin: ${vars.spaceSm} 0 0;
  padding: 0;
  list-style: none;
`;
const Thumb = styled.li`
  position: relative;
  width: 96px;
  height: 96px;
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radius};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  button {
    position: absolute;
    top: 2px;
    right: 2px;
    background: ${vars.colorBg};
  }
`;

interface HeldPhoto {
  fileId: string;
  name: string;
  /** An object URL of the chosen file (the preview needs no download). */
  preview: string;
}

const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

/** 装货 (kind loading) and 卸货 (kind unloading): 1–6 ticket photos, uploaded as chosen, then the step. */
export function TicketDialog({
  order,
  kind,
  onClose,
}: {
  order: CarrierOrder;
  kind: TicketKind;
  onClose: () => void;
}) {
  const kindLabel = TICKET_KIND_LABELS[kind];
  const title = text.ticketTitle(kindLabel);
  const [photos, setPhotos] = useState<HeldPhoto[]>([]);
  const [problem, setProblem] = useState('');
  const uploading = useRef(false);

  // The previews are object URLs: each is freed when its photo is removed or the dialog closes.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const upload = useApiAction({ call: (file: File) => carrierOrdersApi.upload(file) });
  const submit = useApiAction({
    call: (ids: string[]) =>
      kind === 'loading' ? carrierOrdersApi.load(order.id, ids) : carrierOrdersApi.unload(order.id, ids),
    success: kind === 'loading' ? text.loaded : text.unloaded,
    invalidates: CARRIER_ORDER_READS,
    onSuccess: onClose,
  });

  const add = async (files: File[]) => {
    if (uploading.current) return;
    const choice = choosePhotos(files, photos.length);
    setProblem(choice.refused.join(punctuationLabels.clauseSeparator));
    uploading.current = true;
    for (const file of choice.accepted) {
      const uploaded = await upload.run(file);
      if (uploaded) {
        const photo = { fileId: uploaded.fileId, name: file.name, preview: URL.createObjectURL(file) };
        previews.current.add(photo.preview);
        setPhotos((current) => [...current, photo]);
      }
    }
    uploading.current = false;
  };
  const remove = (photo: HeldPhoto) => {
    URL.revokeObjectURL(photo.preview);
    previews.current.delete(photo.preview);
    setPhotos((current) => current.filter((other) => other !== photo));
  };
  const send = () => {
    if (!photos.length) return setProblem(text.photosRequired);
    void submit.run(photos.map((photo) => photo.fileId));
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button onClick={onClose}>{common.cancel}</Button>
          <Button variant="primary" loading={submit.pending} disabled={upload.pending} onClick={send}>
            {ACTION_LABELS[kind === 'loading' ? 'load' : 'unload']}
          </Button>
        </>
      }
    >
      <p>{text.ticketIntro(kindLabel, TICKET_PHOTOS_MAX)}</p>
      <Field label={kindLabel} required error={problem}>
        <div>
          <FileButton
            label={kindLabel}
            accept={PHOTO_ACCEPT}
            multiple
            loading={upload.pending}
            disabled={photos.length >= TICKET_PHOTOS_MAX}
            onChoose={(files) => void add(files)}
          >
            {upload.pending ? text.uploading : text.choosePhotos}
          </FileButton>
        </div>
      </Field>
      {photos.length > 0 && (
        <Thumbs aria-label={kindLabel}>
          {photos.map((photo, index) => (
            <Thumb key={photo.fileId}>
              <img src={photo.preview} alt={photo.name} />
              <IconButton
                label={text.removePhoto(index + 1)}
                icon={<span aria-hidden="true">×</span>}
                size="small"
                onClick={() => remove(photo)}
              />
            </Thumb>
          ))}
        </Thumbs>
      )}
    </Dialog>
  );
}
