import { timingSafeEqual } from 'node:crypto';
import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RoleValue } from '../../src/contract/auth';
import { TOKEN_HEADER } from '../../src/contract/envelope';
import { Errcode } from '../../src/contract/errcodes';
import type { PermissionCode } from '../../src/contract/permissions';
import { permissionsOf } from '../auth/permissions';
import { hitRateLimit } from '../auth/rate-limit';
import { resolveSession, type Session } from '../auth/sessions';
import type { AppDeps } from '../deps';
import { MSG } from '../labels/zh-CN';
import { AppError, businessError, ok } from './envelope';

/** A request body or query schema: an object that refuses fields it does not name (→ errcode 2003). */
export const Strict = <P extends TProperties>(properties: P) =>
  Type.Object(properties, { additionalProperties: false });

/**
 * `public`: anyone; `session`: a valid `token` header (else 4001/4003/4004/4005/4006/4007).
 * Logged-in routes may narrow further with `permission` (a code of src/contract/permissions.ts) and
 * `roles` (role areas allowed); a miss is 4030.
 * `platform`: the platform's own systems (TMS reporting vehicles, depots receiving returns), which
 * send the shared key in the `x-platform-key` header (else 4030); no user session.
 */
export type Access = 'public' | 'session' | 'platform';

export const PLATFORM_KEY_HEADER = 'x-platform-key';

function isPlatformKey(deps: AppDeps, presented: unknown): boolean {
  if (typeof presented !== 'string') return false;
  const expected = Buffer.from(deps.platformKey);
  const actual = Buffer.from(presented);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

interface Guard<A extends Access> {
  summary: string;
  access: A;
  /** A code the session must hold; a list: any one of its codes will do. */
  permission?: PermissionCode | readonly PermissionCode[];
  roles?: readonly RoleValue[];
  /** Counts the call against the per-IP limit shared by login and verification-code calls. */
  ipRateLimited?: boolean;
}

export interface RouteContext<A extends Access> {
  session: A extends 'session' ? Session : null;
  deps: AppDeps;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface JsonRouteOptions<S extends TObject, A extends Access> extends Guard<A> {
  body: S;
}

export interface RawGetOptions<Q extends TObject, A extends Access> extends Guard<A> {
  query: Q;
  /** Routes the browser opens as a URL (exports, files, the EventSource stream): accept `?token=`. */
  queryToken?: boolean;
}

/** What a module gets to declare its routes; see server/README.md. */
export interface ApiRouter {
  deps: AppDeps;
  /** POST JSON → the handler's return value as `data` of a success envelope. */
  post<S extends TObject, A extends Access>(
    path: string,
    options: JsonRouteOptions<S, A>,
    handler: (ctx: RouteContext<A> & { body: Static<S> }) => Promise<unknown>,
  ): void;
  /** POST multipart/form-data; the handler reads parts from ctx.request (request.file()). */
  postMultipart<A extends Access>(
    path: string,
    options: Guard<A>,
    handler: (ctx: RouteContext<A>) => Promise<unknown>,
  ): void;
  /** GET that answers something other than an envelope (an image, a file, a stream) through ctx.reply. */
  getRaw<Q extends TObject, A extends Access>(
    path: string,
    options: RawGetOptions<Q, A>,
    handler: (ctx: RouteContext<A> & { query: Static<Q> }) => Promise<void>,
  ): void;
}

export interface RegisteredRoute {
  method: 'GET' | 'POST';
  url: string;
  access: Access;
}

/** The route's permission codes as a list (one code, or any one of several). */
export const permissionCodes = (
  permission: PermissionCode | readonly PermissionCode[],
): readonly PermissionCode[] => (typeof permission === 'string' ? [permission] : permission);

const holdsAny = (held: readonly string[], permission: PermissionCode | readonly PermissionCode[]) =>
  permissionCodes(permission).some((code) => held.includes(code));

/**
 * Refuses (4030) a session that holds none of the codes, as the route guard does: for a handler whose
 * rule depends on the body (e.g. one code for one kind of document, any of two for another).
 */
export async function requirePermission(
  deps: AppDeps,
  session: Session,
  permission: PermissionCode | readonly PermissionCode[],
): Promise<void> {
  if (!holdsAny(await permissionsOf(deps.db, session), permission))
    throw new AppError(Errcode.NO_PERMISSION, MSG.noPermission);
}

/** Runs the guard of a route and returns its session (null for public routes). */
async function guard<A extends Access>(
  deps: AppDeps,
  options: Guard<A>,
  request: FastifyRequest,
  reply: FastifyReply,
  token: unknown,
) {
  if (options.ipRateLimited) {
    const limit = await hitRateLimit(
      deps.db,
      deps.clock(),
      `ip:${request.ip}`,
      60_000,
      deps.config.ipRequestsPerMinute,
    );
    if (!limit.allowed) throw businessError(MSG.tooManyRequests);
  }
  if (options.access === 'public') return null as RouteContext<A>['session'];
  if (options.access === 'platform') {
    if (!isPlatformKey(deps, request.headers[PLATFORM_KEY_HEADER]))
      throw new AppError(Errcode.NO_PERMISSION, MSG.noPermission);
    return null as RouteContext<A>['session'];
  }
  const { session, rotatedToken } = await resolveSession(
    deps,
    typeof token === 'string' && token ? token : undefined,
  );
  if (rotatedToken) reply.header(TOKEN_HEADER, rotatedToken);
  if (options.roles && !options.roles.includes(session.role))
    throw new AppError(Errcode.NO_PERMISSION, MSG.noPermission);
  if (options.permission) await requirePermission(deps, session, options.permission);
  return session as RouteContext<A>['session'];
}

const docs = (tag: string, options: Guard<Access>) => ({
  tags: [tag],
  summary: options.summary,
  ...(options.access === 'session' ? { security: [{ token: [] }] } : {}),
  ...(options.access === 'platform' ? { security: [{ platformKey: [] }] } : {}),
  ...(options.permission ? { description: `权限: ${permissionCodes(options.permission).join(' 或 ')}` } : {}),
});

export function createRouter(
  app: FastifyInstance,
  deps: AppDeps,
  tag: string,
  registry: RegisteredRoute[],
): ApiRouter {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  return {
    deps,
    post(path, options, handler) {
      if (options.body.additionalProperties !== false)
        throw new Error(`${path}: declare the body with Strict(...)`);
      registry.push({ method: 'POST', url: path, access: options.access });
      // Calls without a payload (logout, getPublicKey…) may send no body at all.
      const acceptsEmpty = Object.keys(options.body.properties).length === 0;
      const preValidation = async (request: FastifyRequest) => {
        if (acceptsEmpty && request.body === undefined) request.body = {};
      };
      typed.post(
        path,
        { schema: { ...docs(tag, options), body: options.body }, preValidation },
        async (request, reply) => {
          const session = await guard(deps, options, request, reply, request.headers[TOKEN_HEADER]);
          return ok(
            await handler({
              session,
              deps,
              request,
              reply,
              body: request.body as Static<typeof options.body>,
            }),
          );
        },
      );
    },
    postMultipart(path, options, handler) {
      registry.push({ method: 'POST', url: path, access: options.access });
      typed.post(
        path,
        { schema: { ...docs(tag, options), consumes: ['multipart/form-data'] } },
        async (request, reply) => {
          const session = await guard(deps, options, request, reply, request.headers[TOKEN_HEADER]);
          return ok(await handler({ session, deps, request, reply }));
        },
      );
    },
    getRaw(path, options, handler) {
      registry.push({ method: 'GET', url: path, access: options.access });
      const query = options.queryToken
        ? Type.Object(
            { ...options.query.properties, token: Type.Optional(Type.String()) },
            { additionalProperties: false },
          )
        : options.query;
      app.get(path, { schema: { ...docs(tag, options), querystring: query } }, async (request, reply) => {
        const params = request.query as Static<typeof options.query> & { token?: string };
        const token = request.headers[TOKEN_HEADER] || (options.queryToken ? params.token : undefined);
        const session = await guard(deps, options, request, reply, token);
        await handler({ session, deps, request, reply, query: params });
        return reply;
      });
    },
  };
}
