import type { DeskLesson } from '@school/contract/api/teacherDesk';

/** Data for the teacher's area tests, shaped by the contract's types. */

const MIN = 60_000;

let ids = 500;
export function deskLesson(over: Partial<DeskLesson> = {}): DeskLesson {
  const start = Date.now() + 5 * MIN;
  return {
    id: ++ids,
    startAt: new Date(start).toISOString(),
    endAt: new Date(start + 25 * MIN).toISOString(),
    status: 'booked',
    title: 'Unit 1 Hello',
    note: '孩子有点害羞',
    student: { name: 'Lucy', age: 6, sex: 2 },
    stars: 0,
    canEnter: true,
    canMarkAbsent: false,
    canReport: false,
    report: null,
    ...over,
  };
}

export const teacherUser = {
  id: 90,
  phone: '139****0001',
  name: 'Emily Carter',
  username: '',
  sex: 2,
  birth: '1990-01-01',
  avatar: null,
  hasPassword: true,
  role: 'teacher' as const,
};
