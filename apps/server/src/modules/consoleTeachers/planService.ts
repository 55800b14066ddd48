import type { z } from 'zod';
import type * as api from '@school/contract/api/admin/teachers';
import type { AppContext } from '../../context.ts';
import type { StaffActor } from '../../http/staffActor.ts';
import { listPlan, replacePlan } from '../schedule/service.ts';
import { setSlotOpen, slotsOfTeacher } from '../schedule/slotService.ts';
import * as teachers from '../teachers/consoleService.ts';
import { auditedTeacherChange } from './audited.ts';
import { leftAlready } from './service.ts';

/**
 * Any teacher's weekly plan and single slots, edited through the schedule module: the plan with
 * exactly the teachers' own rules and code (`replacePlan`: overlaps refused naming the entry,
 * slots of the next 14 days opened or closed at once, booked slots never touched).
 */

export async function viewPlan(ctx: AppContext, id: number) {
  await teachers.teacherForConsole(ctx.db, id);
  return { entries: (await listPlan(ctx.db, id, { includeHidden: true })).list };
}

export async function savePlan(
  ctx: AppContext,
  actor: StaffActor,
  input: z.output<typeof api.saveAdminTeacherPlan.input>,
) {
  return auditedTeacherChange(ctx, actor, [], async (tx) => {
    const locked = await teachers.lockTeacherForChange(tx, input.id);
    if (locked.status === 'left') throw leftAlready();
    const before = (await listPlan(tx, input.id, { includeHidden: true })).list;
    const result = await replacePlan(
      tx,
      input.id,
      input.entries,
      ctx.clock.now(),
      ctx.config.TIME_ZONE,
    );
    const strip = (l: { weekday: number; start: string; durationMinutes: number }[]) =>
      l.map((e) => ({ weekday: e.weekday, start: e.start, durationMinutes: e.durationMinutes }));
    return {
      result,
      action: 'teacher.plan',
      teacherId: input.id,
      before: { entries: strip(before) },
      after: { entries: strip(result.entries), opened: result.opened, closed: result.closed },
    };
  });
}

export async function listSlots(ctx: AppContext, input: { id: number; from: string; to: string }) {
  await teachers.teacherForConsole(ctx.db, input.id);
  return {
    list: await slotsOfTeacher(ctx.db, input.id, input.from, input.to, ctx.config.TIME_ZONE),
  };
}

export async function setSlot(
  ctx: AppContext,
  actor: StaffActor,
  input: { id: number; startAt: string; open: boolean },
) {
  return auditedTeacherChange(ctx, actor, [], async (tx) => {
    const locked = await teachers.lockTeacherForChange(tx, input.id);
    if (locked.status === 'left') throw leftAlready();
    const slot = await setSlotOpen(
      tx,
      input.id,
      new Date(input.startAt),
      input.open,
      ctx.clock.now(),
      ctx.config.TIME_ZONE,
    );
    return {
      result: slot,
      action: input.open ? 'teacher.slotOpen' : 'teacher.slotClose',
      teacherId: input.id,
      after: { startAt: slot.startAt, status: slot.status },
    };
  });
}
