import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import {
  CLASSROOM_CLOSE,
  type ClassroomRole,
  type ServerMessage,
} from '@school/contract/api/classroom';
import type { AppContext } from '../../context.ts';
import { prefersEnglish } from '../../http/envelope.ts';
import {
  giveStars,
  joinRoom,
  leaveRoom,
  startClass,
  touchConnection,
  turnPage,
} from './attendance.ts';
import { settleLesson } from './settle.ts';
import type { BusMessage, ClassroomChannel } from './busMessages.ts';
import { authorizeConnection, parseClientMessage } from './connection.ts';

/** Largest message a client may send (an SDP offer is at most 100 000 characters). */
export const CLASSROOM_MAX_MESSAGE_BYTES = 128 * 1024;
/** Keep-alive: a ping this often; a connection that missed one pong is dropped. */
export const HEARTBEAT_MS = 25_000;
/** Messages a connection may send: a burst of this many, refilled at RATE_PER_S. */
const BURST = 200;
const RATE_PER_S = 50;

interface Participant {
  socket: WebSocket;
  lessonId: number;
  studentId: number;
  role: ClassroomRole;
  connId: string;
  /** The join number: joins up to it were in the welcome, later ones are announced. */
  seq: number;
  startAt: Date;
  endAt: Date;
  en: boolean;
  /** Closed because the same participant connected again: not a leave. */
  replaced: boolean;
  alive: boolean;
  tokens: number;
  refilledAt: number;
  timers: NodeJS.Timeout[];
  /** Messages of one connection are handled one after the other, in order. */
  chain: Promise<void>;
}

/**
 * The built-in classroom's signalling (docs/design/overview.md §2): one WebSocket per participant, at most two
 * per lesson. Every client message is checked against the contract's `clientMessage`; a bad one
 * is answered with `error` and goes nowhere. What the other participant must see goes through
 * the bus (to whichever server copy holds their connection); what must survive a reconnect (page,
 * stars, attendance) goes to the database first. This object holds only live sockets.
 */
export class ClassroomHub {
  private rooms = new Map<number, Set<Participant>>();
  private closing = false;
  private settling = new Set<number>();

  /** Lessons with someone connected to this copy (/metrics). */
  roomCount() {
    return this.rooms.size;
  }

  constructor(
    private readonly ctx: AppContext,
    private readonly bus: ClassroomChannel,
    private readonly tokenKey: () => Promise<Buffer>,
  ) {
    bus.subscribe((m) => this.deliver(m));
  }

  /** The WebSocket route's handler: listeners first (none of the client's messages is lost). */
  handle(socket: WebSocket, req: FastifyRequest) {
    const early: { data: RawData; isBinary: boolean }[] = [];
    let p: Participant | null = null;
    let closed = false;
    socket.on('message', (data, isBinary) => {
      if (p) this.enqueue(p, data, isBinary);
      else early.push({ data, isBinary });
    });
    socket.on('close', () => {
      closed = true;
      if (p) void this.onClose(p);
    });
    socket.on('pong', () => {
      if (p) p.alive = true;
    });
    this.open(socket, req)
      .then((joined) => {
        if (!joined) return;
        p = joined;
        if (closed) return void this.onClose(joined);
        for (const m of early) this.enqueue(joined, m.data, m.isBinary);
      })
      .catch((err: unknown) => {
        this.ctx.log.error({ err }, 'classroom connection failed');
        this.refuse(socket, prefersEnglish(req), 5000, '服务器开小差了', 'Internal error', 1011);
      });
  }

  /** Checks the token and the lesson, joins the room, sends `welcome`, announces the join. */
  private async open(socket: WebSocket, req: FastifyRequest): Promise<Participant | null> {
    const en = prefersEnglish(req);
    const now = this.ctx.clock.now();
    const token = (req.query as Record<string, unknown>).token;
    const checked = await authorizeConnection(this.ctx, await this.tokenKey(), token, now);
    if (!checked.ok) {
      const r = checked.refusal;
      this.refuse(socket, en, r.code, r.zh, r.en, r.close);
      return null;
    }
    const { claims, lesson } = checked;

    const connId = randomUUID();
    const { seq, state } = await joinRoom(
      this.ctx.db,
      {
        lessonId: lesson.id,
        role: claims.role,
        userId: claims.userId,
        connectionId: connId,
        startAt: lesson.startAt,
        endAt: lesson.endAt,
      },
      now,
    );
    const p: Participant = {
      socket,
      lessonId: lesson.id,
      studentId: lesson.studentId,
      role: claims.role,
      connId,
      seq,
      startAt: lesson.startAt,
      endAt: lesson.endAt,
      en,
      replaced: false,
      alive: true,
      tokens: BURST,
      refilledAt: Date.now(),
      timers: [],
      chain: Promise.resolve(),
    };
    if (socket.readyState !== socket.OPEN) {
      await leaveRoom(this.ctx.db, p.lessonId, p.role, connId, this.ctx.clock.now());
      return null;
    }
    let room = this.rooms.get(p.lessonId);
    if (!room) this.rooms.set(p.lessonId, (room = new Set()));
    room.add(p);
    this.startTimers(p);
    this.send(p, { type: 'welcome', role: p.role, state });
    await this.bus.publish({ t: 'joined', lessonId: p.lessonId, role: p.role, connId, seq });
    return p;
  }

  private startTimers(p: Participant) {
    const untilEnd = Math.max(0, p.endAt.getTime() - this.ctx.clock.now().getTime());
    const end = setTimeout(() => void this.end(p), Math.min(untilEnd, 2 ** 31 - 1));
    const beat = setInterval(() => {
      if (!p.alive) return p.socket.terminate();
      p.alive = false;
      p.socket.ping();
      touchConnection(this.ctx.db, p.lessonId, p.role, p.connId, this.ctx.clock.now()).catch(
        (err: unknown) => this.ctx.log.warn({ err }, 'classroom keep-alive failed'),
      );
    }, HEARTBEAT_MS);
    end.unref();
    beat.unref();
    p.timers.push(end, beat);
    // Entered before the start (the room opens 10 minutes early): in class from the start.
    const untilStart = p.startAt.getTime() - this.ctx.clock.now().getTime();
    if (untilStart > 0) {
      const start = setTimeout(() => {
        startClass(this.ctx.db, p.lessonId, p.endAt, this.ctx.clock.now()).catch((err: unknown) =>
          this.ctx.log.warn({ err }, 'classroom start failed'),
        );
      }, untilStart);
      start.unref();
      p.timers.push(start);
    }
  }

  /** The slot is over: `ended`, close, and settle the lesson now rather than at the next job. */
  private async end(p: Participant) {
    this.send(p, { type: 'ended' });
    p.socket.close(CLASSROOM_CLOSE.NORMAL, 'ended');
    if (this.settling.has(p.lessonId)) return;
    this.settling.add(p.lessonId);
    try {
      // A timer may fire a moment early; the slot has ended by definition here.
      const now = this.ctx.clock.now();
      await settleLesson(this.ctx, p.lessonId, p.studentId, now < p.endAt ? p.endAt : now);
    } catch (err) {
      this.ctx.log.error({ err, lessonId: p.lessonId }, 'settling a lesson at its end failed');
    } finally {
      this.settling.delete(p.lessonId);
    }
  }

  private enqueue(p: Participant, data: RawData, isBinary: boolean) {
    p.chain = p.chain
      .then(() => this.onMessage(p, data, isBinary))
      .catch((err: unknown) => {
        this.ctx.log.error({ err }, 'classroom message failed');
        this.error(p, 5000, '服务器开小差了', 'Internal error');
      });
  }

  private async onMessage(p: Participant, data: RawData, isBinary: boolean) {
    if (!this.takeToken(p))
      return this.error(p, 4001, '消息太频繁', 'Too many messages, slow down');
    const m = parseClientMessage(data, isBinary);
    if (!('type' in m)) return this.error(p, m.code, m.zh, m.en);
    const other: ClassroomRole = p.role === 'teacher' ? 'student' : 'teacher';
    const now = this.ctx.clock.now();
    switch (m.type) {
      case 'ping':
        return this.send(p, { type: 'pong' });
      case 'signal':
        return this.bus.publish({
          t: 'relay',
          lessonId: p.lessonId,
          to: other,
          msg: { type: 'signal', from: p.role, payload: m.payload },
        });
      case 'media':
        return this.bus.publish({
          t: 'relay',
          lessonId: p.lessonId,
          to: other,
          msg: { type: 'media', from: p.role, audio: m.audio, video: m.video },
        });
      case 'page':
      case 'stars': {
        if (p.role !== 'teacher')
          return this.error(
            p,
            3003,
            m.type === 'page' ? '只有老师可以翻页' : '只有老师可以奖励星星',
            m.type === 'page' ? 'Only the teacher turns pages' : 'Only the teacher gives stars',
          );
        const state =
          m.type === 'page'
            ? await turnPage(this.ctx.db, p.lessonId, m.page, p.endAt, now)
            : await giveStars(this.ctx.db, p.lessonId, m.add, p.endAt, now);
        return this.bus.publish({ t: 'state', lessonId: p.lessonId, state });
      }
      case 'leave':
        p.socket.close(CLASSROOM_CLOSE.NORMAL, 'left');
        return;
    }
  }

  /** A bus message for the connections this copy holds. */
  private deliver(m: BusMessage) {
    const room = this.rooms.get(m.lessonId);
    if (!room) return;
    for (const p of room) {
      if (m.t === 'joined') {
        if (p.role === m.role && p.connId !== m.connId) this.replace(p);
        else if (p.role !== m.role && m.seq > p.seq)
          this.send(p, { type: 'peer-joined', role: m.role });
      } else if (m.t === 'left') {
        if (p.role !== m.role) this.send(p, { type: 'peer-left', role: m.role });
      } else if (m.t === 'relay') {
        if (p.role === m.to) this.send(p, m.msg);
      } else {
        this.send(p, { type: 'state', state: m.state });
      }
    }
  }

  /** The participant connected again (elsewhere): this older connection goes, quietly. */
  private replace(p: Participant) {
    p.replaced = true;
    this.error(p, 2002, '已在其他窗口或设备进入教室', 'You entered this classroom somewhere else');
    p.socket.close(CLASSROOM_CLOSE.REPLACED, 'replaced');
    this.forget(p);
  }

  private async onClose(p: Participant) {
    this.forget(p);
    // A replaced connection is not a leave; on shutdown the participants reconnect to another copy.
    if (p.replaced || this.closing) return;
    try {
      const now = this.ctx.clock.now();
      if (await leaveRoom(this.ctx.db, p.lessonId, p.role, p.connId, now))
        await this.bus.publish({ t: 'left', lessonId: p.lessonId, role: p.role });
    } catch (err) {
      this.ctx.log.warn({ err }, 'recording a classroom leave failed');
    }
  }

  private forget(p: Participant) {
    for (const t of p.timers) clearTimeout(t);
    p.timers = [];
    const room = this.rooms.get(p.lessonId);
    room?.delete(p);
    if (room?.size === 0) this.rooms.delete(p.lessonId);
  }

  private takeToken(p: Participant) {
    const t = Date.now();
    p.tokens = Math.min(BURST, p.tokens + ((t - p.refilledAt) / 1000) * RATE_PER_S);
    p.refilledAt = t;
    if (p.tokens < 1) return false;
    p.tokens -= 1;
    return true;
  }

  private send(p: Participant, m: ServerMessage) {
    if (p.socket.readyState === p.socket.OPEN) p.socket.send(JSON.stringify(m));
  }

  private error(p: Participant, code: number, zh: string, en: string) {
    this.send(p, { type: 'error', code, message: p.en ? en : zh });
  }

  private refuse(
    socket: WebSocket,
    en: boolean,
    code: number,
    zh: string,
    enText: string,
    closeCode: number,
  ) {
    if (socket.readyState !== socket.OPEN) return;
    const m: ServerMessage = { type: 'error', code, message: en ? enText : zh };
    socket.send(JSON.stringify(m));
    socket.close(closeCode, 'refused');
  }

  /** Server shutdown: stop timers; the sockets are closed by the WebSocket plugin. */
  async close() {
    this.closing = true;
    for (const room of this.rooms.values()) for (const p of room) this.forget(p);
  }
}
