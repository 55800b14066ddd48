import fp from 'fastify-plugin';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  RouteOptions,
} from 'fastify';
import { roleMay, type Permission } from '@school/contract/rules/permissions';
import { authenticate, tokenFromHeader, type AuthUser } from '../modules/auth/sessions.ts';
import { teacherOfUser } from '../modules/teachers/service.ts';
import { findStaffCaller } from '../modules/staff/service.ts';
import type { AppContext } from '../context.ts';
import { AppError } from './errors.ts';
import type { StaffActor } from './staffActor.ts';
import { addRouteHook } from './routeHooks.ts';

/** Who called a contract route, found by its caller hook before the body is read. */
export interface Caller {
  user: AuthUser | null;
  /** The teacher a teacher's account acts for (`auth: 'teacher'`). */
  teacherId?: number;
  /** The staff member of a console call (`auth: 'staff'`), whose role holds the permission. */
  actor?: StaffActor;
  staffSessionId?: number;
}

/** Which callers a route lets in: the contract endpoint's `auth` (and a console call's permission). */
export interface CallerRule {
  auth: 'public' | 'user' | 'teacher' | 'staff';
  permission?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the route's caller hook (`config.caller`); null: anonymous. */
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    /** The callers this route lets in, checked on its first own hook (http/callers.ts). */
    caller?: CallerRule;
  }
}

type CallerHook = (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;

/**
 * A public call reads the caller when a valid token comes along (favourites, "mine"); a missing
 * or bad token is simply anonymous, never an error. Without a token nothing is awaited.
 */
export function publicCaller(ctx: AppContext): CallerHook {
  return (req, _reply, done) => {
    const token = tokenFromHeader(req.headers.authorization);
    if (!token) return done();
    authenticate(ctx, token, ctx.clock.now()).then(
      (user) => {
        req.caller = { user };
        done();
      },
      () => done(),
    );
  };
}

/** A family's or teacher's session: 1002 without a token, 1003 unknown or ended, 3005 disabled. */
export function userCaller(ctx: AppContext): CallerHook {
  return (req, _reply, done) => {
    authenticate(ctx, tokenFromHeader(req.headers.authorization), ctx.clock.now()).then((user) => {
      req.caller = { user };
      done();
    }, done);
  };
}

/** A teacher's account linked to a teacher (3003 otherwise), with that teacher's id. */
export function teacherCaller(ctx: AppContext): CallerHook {
  return (req, _reply, done) => {
    authenticate(ctx, tokenFromHeader(req.headers.authorization), ctx.clock.now())
      .then(async (user) => {
        req.caller = { user, teacherId: await teacherOfUser(ctx.db, user) };
      })
      .then(() => done(), done);
  };
}

/**
 * A console call (docs/design/console.md §7): a staff token whose role holds `permission`. No
 * token answers 1002; a staff session that ended, 1003 (the console signs in again); a family or
 * teacher token, or a role without the permission, 3003.
 */
export function staffCaller(ctx: AppContext, permission: string | undefined): CallerHook {
  const check = async (req: FastifyRequest) => {
    const token = tokenFromHeader(req.headers.authorization);
    if (!token) throw new AppError(1002);
    const found = await findStaffCaller(ctx, token, req.ip);
    if (found.kind === 'ended') throw new AppError(1003);
    if (found.kind === 'none') {
      // Not a staff token: a valid family or teacher token is refused (3003), anything else is
      // the 1003 of an unknown token.
      await authenticate(ctx, token, ctx.clock.now());
      throw new AppError(3003);
    }
    if (!permission || !roleMay(found.actor.role, permission as Permission)) {
      throw new AppError(3003);
    }
    req.caller = { user: null, actor: found.actor, staffSessionId: found.sessionId };
  };
  return (req, _reply, done) => {
    check(req).then(() => done(), done);
  };
}

/** The hook for one rule. */
export function callerHook(ctx: AppContext, rule: CallerRule): CallerHook {
  switch (rule.auth) {
    case 'public':
      return publicCaller(ctx);
    case 'user':
      return userCaller(ctx);
    case 'teacher':
      return teacherCaller(ctx);
    case 'staff':
      return staffCaller(ctx, rule.permission);
  }
}

/**
 * Authentication per kind of caller: every route whose `config.caller` names a rule gets that
 * kind's hook on `onRequest`, so a private call without a valid token answers 1002/1003 before
 * its body is read or its input validated (an anonymous caller learns nothing about a private
 * call's shape and cannot make the server buffer a large body). The hook puts the caller on
 * `req.caller`. Register before the routes and before the rate limiter (its hook comes after).
 */
export const callers = fp(
  (app: FastifyInstance, opts: { ctx: AppContext }, done: (err?: Error) => void) => {
    app.decorateRequest('caller', null);
    app.addHook('onRoute', (route: RouteOptions) => {
      const rule = route.config?.caller;
      if (rule) addRouteHook(route, 'onRequest', callerHook(opts.ctx, rule));
    });
    done();
  },
  { name: 'callers', fastify: '5.x' },
);

/**
 * The signed-in user for a route that cannot go through route() (a raw binary body); the same
 * check as an 'auth: user' endpoint, so modules never import the auth module for it.
 */
export function signedInUser(ctx: AppContext, req: FastifyRequest) {
  return authenticate(ctx, tokenFromHeader(req.headers.authorization), ctx.clock.now());
}
