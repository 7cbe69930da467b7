/** 下载合同 and 下载附件页: GET downloads, asked first so a refusal is a toast (openDownload adds the token). */
import { openDownload } from '../../core';
import { DOWNLOAD_PATHS } from './api';

export const downloadContract = (contractId: string) =>
  void openDownload(DOWNLOAD_PATHS.contract, { contractId });

export const downloadAttachment = (contractId: string) =>
  void openDownload(DOWNLOAD_PATHS.attachment, { contractId });
