import type {
  ClassroomRole,
  ClientMessage,
  RoomState,
  ServerMessage,
  SignalPayload,
} from '@school/contract/api/classroom';

/**
 * Reading the signalling server's messages without zod (the classroom page stays free of it, like
 * every other screen): a message that does not have the contract's shape is dropped, never half
 * used. messages.test.ts checks this reader against the contract's `serverMessage` schema.
 */

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isRole = (v: unknown): v is ClassroomRole => v === 'student' || v === 'teacher';
const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
const isInstant = (v: unknown): v is string =>
  typeof v === 'string' && !Number.isNaN(Date.parse(v));

function readState(v: unknown): RoomState | null {
  if (!isObj(v) || !isObj(v.present)) return null;
  const { page, stars, present, endsAt } = v;
  if (!isInt(page) || page < 1 || !isInt(stars) || stars < 0 || !isInstant(endsAt)) return null;
  if (!isBool(present.student) || !isBool(present.teacher)) return null;
  return { page, stars, present: { student: present.student, teacher: present.teacher }, endsAt };
}

function readSignal(v: unknown): SignalPayload | null {
  if (!isObj(v)) return null;
  if (v.kind === 'offer' || v.kind === 'answer') {
    return typeof v.sdp === 'string' && v.sdp.length <= 100_000
      ? { kind: v.kind, sdp: v.sdp }
      : null;
  }
  if (v.kind === 'candidate') {
    const { candidate, sdpMid, sdpMLineIndex } = v;
    if (typeof candidate !== 'string' || candidate.length > 2_000) return null;
    if (sdpMid !== null && typeof sdpMid !== 'string') return null;
    if (sdpMLineIndex !== null && !isInt(sdpMLineIndex)) return null;
    return { kind: 'candidate', candidate, sdpMid, sdpMLineIndex };
  }
  return null;
}

/** One message from the server (JSON text), or null when it is not one the contract knows. */
export function parseServerMessage(text: unknown): ServerMessage | null {
  if (typeof text !== 'string') return null;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObj(v)) return null;
  switch (v.type) {
    case 'welcome': {
      const state = readState(v.state);
      return isRole(v.role) && state ? { type: 'welcome', role: v.role, state } : null;
    }
    case 'state': {
      const state = readState(v.state);
      return state ? { type: 'state', state } : null;
    }
    case 'peer-joined':
    case 'peer-left':
      return isRole(v.role) ? { type: v.type, role: v.role } : null;
    case 'signal': {
      const payload = readSignal(v.payload);
      return isRole(v.from) && payload ? { type: 'signal', from: v.from, payload } : null;
    }
    case 'media':
      return isRole(v.from) && isBool(v.audio) && isBool(v.video)
        ? { type: 'media', from: v.from, audio: v.audio, video: v.video }
        : null;
    case 'pong':
    case 'ended':
      return { type: v.type };
    case 'error':
      return isInt(v.code) && typeof v.message === 'string'
        ? { type: 'error', code: v.code, message: v.message }
        : null;
    default:
      return null;
  }
}

export const encodeClientMessage = (message: ClientMessage): string => JSON.stringify(message);
