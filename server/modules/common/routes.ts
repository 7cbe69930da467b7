import { API } from '../../../src/contract/api-paths';
import { Type } from '@sinclair/typebox';
import type { PublicKeyResult } from '../../../src/contract/auth';
import type { BusinessConfigItem, CurrentVersion } from '../../../src/contract/platform';
import { Fields } from '../../http/fields';
import { Strict } from '../../http/route';
import type { ApiModule } from '../index';
import { ocrRoutes } from './ocr-routes';
import { saveUpload, sendUpload, UPLOAD_CONTENT_TYPES } from './uploads';
import { PublicKeyResultSchema } from '../../http/wire/auth';
import { BusinessConfigItemSchema, CurrentVersionSchema, UploadedFileSchema } from '../../http/wire/platform';

/** SPEC §7 common/*: public key, version, business configuration, uploads, OCR of uploads. */
export const commonModule: ApiModule = {
  tag: 'common',
  routes(api) {
    api.post(
      API.common.getPublicKey,
      {
        summary: 'RSA 公钥（PEM），用于加密密码',
        response: PublicKeyResultSchema,
        access: 'public',
        body: Strict({}),
      },
      async ({ deps }): Promise<PublicKeyResult> => ({
        publicKey: await deps.keys.publicKeyPem(),
      }),
    );
    api.post(
      API.common.getCurrentVersion,
      { summary: '当前系统版本', response: CurrentVersionSchema, access: 'public', body: Strict({}) },
      async ({ deps }): Promise<CurrentVersion> => ({
        version: deps.version.get(),
      }),
    );
    api.post(
      API.common.getBusinessConfigListByKeyList,
      {
        summary: '按键查询业务配置',
        response: Type.Array(BusinessConfigItemSchema),
        access: 'public',
        body: Strict({
          keyList: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 100 }),
        }),
      },
      async ({ deps, body }): Promise<BusinessConfigItem[]> => {
        if (body.keyList.length === 0) return [];
        return deps.db
          .selectFrom('business_configs')
          .select(['key', 'value'])
          .where('key', 'in', body.keyList)
          .orderBy('key')
          .execute();
      },
    );
    api.postMultipart(
      API.common.uploadFile,
      {
        summary: '上传文件（字段 file；png/jpg/pdf/xlsx，≤10MB）',
        response: UploadedFileSchema,
        access: 'session',
      },
      ({ deps, session, request }) => saveUpload(deps, session, request),
    );
    api.getRaw(
      API.common.file,
      {
        summary: '下载已上传的文件',
        produces: UPLOAD_CONTENT_TYPES,
        access: 'session',
        queryToken: true,
        query: Strict({ fileId: Fields.id() }),
      },
      ({ deps, session, query, reply }) => sendUpload(deps, session, query.fileId, reply),
    );
    ocrRoutes(api);
  },
};
