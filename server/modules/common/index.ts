/**
 * The common module's public API: uploads and business configuration. Other modules import this module
 * only from here.
 */
export { commonModule } from './routes';
// readUploadedFile: for a module's own multipart call (contracts' verifySignedFile).
export { fileUrl, readUploadedFile } from './uploads';
// storeUpload: demo data that holds files (carrier orders' ticket photos).
export { storeUpload } from './stored-files';
