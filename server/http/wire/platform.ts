import { Type } from '@sinclair/typebox';
import type {
  BusinessConfigItem,
  CurrentVersion,
  MenuAndPermission,
  UploadedFile,
} from '../../../src/contract/platform';
import { Int, wire } from './schema';

/** Response schemas of src/contract/platform.ts (menus and permissions, version, configuration, uploads). */

const MenuNodeSchema = Type.Recursive(
  (node) =>
    Type.Object({
      code: Type.String(),
      name: Type.String(),
      path: Type.String(),
      children: Type.Array(node),
    }),
  { $id: 'MenuNode' },
);

export const MenuAndPermissionSchema = wire<MenuAndPermission>()(
  Type.Object({ menus: Type.Array(MenuNodeSchema), permissions: Type.Array(Type.String()) }),
);

export const CurrentVersionSchema = wire<CurrentVersion>()(Type.Object({ version: Type.String() }));

export const BusinessConfigItemSchema = wire<BusinessConfigItem>()(
  Type.Object({ key: Type.String(), value: Type.String() }),
);

export const UploadedFileSchema = wire<UploadedFile>()(
  Type.Object({
    fileId: Type.String(),
    name: Type.String(),
    size: Int(),
    contentType: Type.String(),
    url: Type.String(),
  }),
);
