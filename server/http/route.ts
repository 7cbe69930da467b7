import { timingSafeEqual } from 'node:crypto';
import { Type, type Static, type TObject, type TProperties, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiPath, ExportPath } from '../../src/contract/api-paths';
import type { RoleValue } from '../../src/contract/auth';
import { TOKEN_HEADER } from '../../src/contract/envelope';
import { LOCALE_PARAM, LOCALES } from '../../src/contract/locale';
import { Errcode } from '../../src/contract/errcodes';
import type { PermissionCode } from '../../src/contract/permissions';
import { permissionsOf } from '../auth/permissions';
import { hitRateLimit } from '../auth/rate-limit';
import { resolveSession, type Session } from '../auth/sessions';
import type { AppDeps } from '../deps';
import { MSG } from '../labels/messages';
import { AppError, businessError, ok } from './envelope';
import { withRequestRules } from './validation';

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
  /**
   * Only the company administrator (the membership flag `is_admin`, which holds every code) may call it,
   * else 4030: for what the permission catalogue (SPEC §6) has no code of, such as webhooks.
   */
  administrator?: true;
  /** Counts the call against the per-IP limit shared by login and verification-code calls. */
  ipRateLimited?: boolean;
}

export interface RouteContext<A extends Access> {
  session: A extends 'session' ? Session : null;
  deps: AppDeps;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What an envelope route answers: the schema of `data` on success (see server/http/wire/). */
interface Answers<R extends TSchema> {
  /**
   * Documented at /api/docs and used to serialise the success envelope (fast-json-stringify): a field
   * the schema does not name is not sent. `Type.Null()` for a call that answers nothing.
   */
  response: R;
}

export interface JsonRouteOptions<S extends TObject, R extends TSchema, A extends Access>
  extends Guard<A>, Answers<R> {
  body: S;
}

export type MultipartRouteOptions<R extends TSchema, A extends Access> = Guard<A> & Answers<R>;

export interface RawGetOptions<Q extends TObject, A extends Access> extends Guard<A> {
  query: Q;
  /** Routes the browser opens as a URL (exports, files, the EventSource stream): accept `?token=`. */
  queryToken?: boolean;
  /** Content types of a successful answer, for /api/docs (a refusal is an envelope as everywhere). */
  produces: readonly string[];
}

/** What a module gets to declare its routes; see server/README.md. */
export interface ApiRouter {
  deps: AppDeps;
  /** POST JSON → the handler's return value as `data` of a success envelope. */
  post<S extends TObject, R extends TSchema, A extends Access>(
    path: ApiPath,
    options: JsonRouteOptions<S, R, A>,
    handler: (ctx: RouteContext<A> & { body: Static<S> }) => Promise<Static<R>>,
  ): void;
  /** POST multipart/form-data; the handler reads parts from ctx.request (request.file()). */
  postMultipart<R extends TSchema, A extends Access>(
    path: ApiPath,
    options: MultipartRouteOptions<R, A>,
    handler: (ctx: RouteContext<A>) => Promise<Static<R>>,
  ): void;
  /** GET that answers something other than an envelope (an image, a file, a stream) through ctx.reply. */
  getRaw<Q extends TObject, A extends Access>(
    path: ApiPath | ExportPath,
    options: RawGetOptions<Q, A>,
    handler: (ctx: RouteContext<A> & { query: Static<Q> }) => Promise<void>,
  ): void;
}

export interface RegisteredRoute {
  method: 'GET' | 'POST';
  url: string;
  access: Access;
  /** The guard's narrowing of a session route (roles, then any one of the codes). */
  roles?: readonly RoleValue[];
  permission?: readonly PermissionCode[];
  /** What the route reads, as validated (tests generate requests from it): a JSON body, a query string, or multipart parts. */
  input: { body: TObject } | { query: TObject; produces: readonly string[] } | { multipart: true };
}

/** The route's permission codes as a list (one code, or any one of several). */
export const permissionCodes = (
  permission: PermissionCode | readonly PermissionCode[],
): readonly PermissionCode[] => (typeof permission === 'string' ? [permission] : permission);

const registered = (
  method: RegisteredRoute['method'],
  url: string,
  options: Guard<Access>,
  input: RegisteredRoute['input'],
): RegisteredRoute => ({
  method,
  url,
  access: options.access,
  ...(options.roles ? { roles: options.roles } : {}),
  ...(options.permission ? { permission: permissionCodes(options.permission) } : {}),
  input,
});

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
  if (options.administrator && !session.isAdmin) throw new AppError(Errcode.NO_PERMISSION, MSG.noPermission);
  if (options.permission) await requirePermission(deps, session, options.permission);
  return session as RouteContext<A>['session'];
}

const docs = (tag: string, options: Guard<Access>) => ({
  tags: [tag],
  summary: options.summary,
  ...(options.access === 'session' ? { security: [{ token: [] }] } : {}),
  ...(options.access === 'platform' ? { security: [{ platformKey: [] }] } : {}),
  ...(options.permission ? { description: `权限: ${permissionCodes(options.permission).join(' 或 ')}` } : {}),
  ...(options.administrator ? { description: '仅企业管理员' } : {}),
});

/** The success envelope around a route's `data` schema (errors bypass it: see errors.ts). */
const envelopeOf = (data: TSchema) =>
  Type.Object({ errcode: Type.Literal(Errcode.SUCCESS), errmsg: Type.String(), data });

/** A raw GET's 200 answer in the docs: each content type it may produce, as bytes. */
const rawAnswer = (produces: readonly string[]) => ({
  200: {
    description: '文件或数据流',
    content: Object.fromEntries(
      produces.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    ),
  },
});

export function createRouter(
  app: FastifyInstance,
  deps: AppDeps,
  tag: string,
  registry: RegisteredRoute[],
): ApiRouter {
  const sessions = new WeakMap<FastifyRequest, Session | null>();
  /**
   * The guard (IP limit, platform key, session, roles, permission) runs in `onRequest`: before the body
   * is read, parsed or validated, so a caller the route refuses learns that (4001…4030) whatever it
   * sent, and the server spends nothing on its body (a JSON body or a multipart upload alike). It needs
   * only headers and the query string, which Fastify has parsed by then.
   */
  const guarded = <A extends Access>(options: Guard<A>, tokenOf: (request: FastifyRequest) => unknown) => ({
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      sessions.set(request, await guard(deps, options, request, reply, tokenOf(request)));
    },
  });
  const sessionOf = <A extends Access>(request: FastifyRequest) =>
    (sessions.get(request) ?? null) as RouteContext<A>['session'];
  const headerToken = (request: FastifyRequest) => request.headers[TOKEN_HEADER];
  return {
    deps,
    post(path, options, handler) {
      if (options.body.additionalProperties !== false)
        throw new Error(`${path}: declare the body with Strict(...)`);
      const body = withRequestRules(options.body, path);
      registry.push(registered('POST', path, options, { body }));
      // Calls without a payload (logout, getPublicKey…) may send no body at all.
      const acceptsEmpty = Object.keys(options.body.properties).length === 0;
      const preValidation = async (request: FastifyRequest) => {
        if (acceptsEmpty && request.body === undefined) request.body = {};
      };
      app.post(
        path,
        {
          schema: {
            ...docs(tag, options),
            body,
            response: { 200: envelopeOf(options.response) },
          },
          ...guarded(options, headerToken),
          preValidation,
        },
        async (request, reply) =>
          ok(
            await handler({
              session: sessionOf(request),
              deps,
              request,
              reply,
              body: request.body as Static<typeof options.body>,
            }),
          ),
      );
    },
    postMultipart(path, options, handler) {
      registry.push(registered('POST', path, options, { multipart: true }));
      app.post(
        path,
        {
          schema: {
            ...docs(tag, options),
            consumes: ['multipart/form-data'],
            response: { 200: envelopeOf(options.response) },
          },
          ...guarded(options, headerToken),
        },
        async (request, reply) => ok(await handler({ session: sessionOf(request), deps, request, reply })),
      );
    },
    getRaw(path, options, handler) {
      // A download link carries no headers: its token (where the route allows one) and its language
      // (LOCALE_PARAM, read by request-locale.ts) come in the query.
      const query = withRequestRules(
        Type.Object(
          {
            ...options.query.properties,
            ...(options.queryToken ? { token: Type.Optional(Type.String()) } : {}),
            [LOCALE_PARAM]: Type.Optional(Type.Union(LOCALES.map((locale) => Type.Literal(locale)))),
          },
          { additionalProperties: false },
        ),
        path,
      );
      registry.push(registered('GET', path, options, { query, produces: options.produces }));
      const tokenOf = (request: FastifyRequest) =>
        request.headers[TOKEN_HEADER] ||
        (options.queryToken ? (request.query as { token?: unknown } | undefined)?.token : undefined);
      app.get(
        path,
        {
          schema: { ...docs(tag, options), querystring: query, response: rawAnswer(options.produces) },
          ...guarded(options, tokenOf),
        },
        async (request, reply) => {
          const params = request.query as Static<typeof options.query>;
          await handler({ session: sessionOf(request), deps, request, reply, query: params });
          return reply;
        },
      );
    },
  };
}
