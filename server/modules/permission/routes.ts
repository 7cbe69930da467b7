import { API } from '../../../src/contract/api-paths';
import { Type } from '@sinclair/typebox';
import type { MenuAndPermission } from '../../../src/contract/platform';
import { ROLE_AREAS } from '../../../src/contract/routes';
import { Errcode } from '../../../src/contract/errcodes';
import { permissionsOf } from '../../auth/permissions';
import { AppError } from '../../http/envelope';
import { Strict } from '../../http/route';
import { MSG } from '../../labels/messages';
import type { ApiModule } from '../index';
import { menusOfArea } from './menus';
import { MenuAndPermissionSchema } from '../../http/wire/platform';

const RoleValueSchema = () => Type.Union(ROLE_AREAS.map((area) => Type.Literal(area.role)));

/** SPEC §7 permission/loadMenuAndPermission: the menus of the session's area and the codes it holds. */
export const permissionModule: ApiModule = {
  tag: 'permission',
  routes(api) {
    api.post(
      API.permission.loadMenuAndPermission,
      {
        summary: '加载菜单与权限',
        response: MenuAndPermissionSchema,
        access: 'session',
        body: Strict({
          applicationId: Type.String({ maxLength: 64 }),
          type: RoleValueSchema(),
          permissionCode: Type.String({ maxLength: 128, description: '权限编码前缀；空为全部' }),
        }),
      },
      async ({ deps, session, body }): Promise<MenuAndPermission> => {
        // A session works in one role area; asking for another area's menu is refused.
        if (body.type !== session.role) throw new AppError(Errcode.NO_PERMISSION, MSG.noPermission);
        const codes = await permissionsOf(deps.db, session);
        return {
          menus: menusOfArea(body.type),
          permissions: body.permissionCode
            ? codes.filter((code) => code.startsWith(body.permissionCode))
            : codes,
        };
      },
    );
  },
};
