import { describe, expect, it } from 'vitest';
import { fieldErrorOf, fieldOfMessage } from './fieldMessage.ts';
import { ApiError } from './request.ts';

describe('fieldOfMessage', () => {
  it('reads the field of a service message and of a schema message', () => {
    expect(fieldOfMessage('code: 验证码错误')).toEqual({ field: 'code', text: '验证码错误' });
    expect(fieldOfMessage('参数错误 answers.note: too long')).toEqual({
      field: 'answers.note',
      text: 'too long',
    });
    expect(fieldOfMessage('Invalid input password: too short')).toEqual({
      field: 'password',
      text: 'too short',
    });
  });
  it('finds no field in other messages', () => {
    expect(fieldOfMessage('账号或密码错误')).toBeNull();
    expect(fieldOfMessage('')).toBeNull();
  });
});

describe('fieldErrorOf', () => {
  it('only reads 1001 answers', () => {
    expect(fieldErrorOf(new ApiError(1001, 'code: 验证码错误'))).toEqual({
      field: 'code',
      text: '验证码错误',
    });
    expect(fieldErrorOf(new ApiError(4001, 'code: 太频繁'))).toBeNull();
    expect(fieldErrorOf(new Error('code: x'))).toBeNull();
  });
});
