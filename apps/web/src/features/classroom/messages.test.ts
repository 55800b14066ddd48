import { serverMessage } from '@school/contract/api/classroom';
import { describe, expect, it } from 'vitest';
import { parseServerMessage } from './messages.ts';

const endsAt = '2026-05-01T10:30:00.000Z';
const state = { page: 2, stars: 3, present: { student: true, teacher: false }, endsAt };

const samples: unknown[] = [
  { type: 'welcome', role: 'student', state },
  { type: 'welcome', role: 'parent', state },
  { type: 'welcome', role: 'teacher', state: { ...state, page: 0 } },
  { type: 'welcome', role: 'teacher', state: { ...state, present: { student: 1, teacher: 0 } } },
  { type: 'state', state },
  { type: 'state', state: { ...state, stars: -1 } },
  { type: 'state', state: { ...state, endsAt: 'tomorrow' } },
  { type: 'peer-joined', role: 'teacher' },
  { type: 'peer-left', role: 'student' },
  { type: 'peer-left' },
  { type: 'signal', from: 'teacher', payload: { kind: 'offer', sdp: 'v=0' } },
  { type: 'signal', from: 'student', payload: { kind: 'answer', sdp: 'v=0' } },
  { type: 'signal', from: 'student', payload: { kind: 'answer' } },
  {
    type: 'signal',
    from: 'student',
    payload: { kind: 'candidate', candidate: 'candidate:1', sdpMid: '0', sdpMLineIndex: 0 },
  },
  {
    type: 'signal',
    from: 'student',
    payload: { kind: 'candidate', candidate: '', sdpMid: null, sdpMLineIndex: null },
  },
  {
    type: 'signal',
    from: 'student',
    payload: { kind: 'candidate', candidate: 'c', sdpMid: 0, sdpMLineIndex: 0 },
  },
  { type: 'signal', from: 'student', payload: { kind: 'bye' } },
  { type: 'media', from: 'teacher', audio: false, video: true },
  { type: 'media', from: 'teacher', audio: 'no', video: true },
  { type: 'pong' },
  { type: 'ended' },
  { type: 'error', code: 1001, message: 'page must be a number' },
  { type: 'error', code: '1001', message: 'x' },
  { type: 'hello' },
  ['welcome'],
  null,
];

describe('reading the server’s classroom messages', () => {
  it.each(samples.map((s) => [JSON.stringify(s), s]))(
    'accepts %s exactly when the contract does, with the same content',
    (_label, sample) => {
      const parsed = serverMessage.safeParse(sample);
      expect(parseServerMessage(JSON.stringify(sample))).toEqual(
        parsed.success ? parsed.data : null,
      );
    },
  );

  it('drops text that is not JSON', () => {
    expect(parseServerMessage('{"type":')).toBeNull();
    expect(parseServerMessage(new ArrayBuffer(2))).toBeNull();
  });
});
