/** Wire types of permissions, version, business configuration and upload. */
import type { RoleValue } from './auth';

/** POST permission/loadMenuAndPermission */
export interface LoadMenuAndPermissionRequest {
  applicationId: string;
  /** The role value of the area whose menus are wanted. */
  type: RoleValue;
  /** Root permission code of the area; empty for all. */
  permissionCode: string;
}

export interface MenuNode {
  code: string;
  name: string;
  path: string;
  children: MenuNode[];
}

export interface MenuAndPermission {
  menus: MenuNode[];
  /** Permission codes the session holds, e.g. yelopack-stock-own-checkDetail. */
  permissions: string[];
}

/** POST common/getCurrentVersion; also GET /static/version.json?t= */
export interface CurrentVersion {
  version: string;
}

/** POST common/getBusinessConfigListByKeyList */
export interface BusinessConfigRequest {
  keyList: string[];
}
export interface BusinessConfigItem {
  key: string;
  value: string;
}

/** multipart POST common/uploadFile, field `file` */
export interface UploadedFile {
  fileId: string;
  name: string;
  size: number;
  contentType: string;
  url: string;
}

/** The platform's name, on the portal's pages and at the foot of the documents the server prints. */
export const PLATFORM_NAME = '耶罗托盘共享服务平台';
