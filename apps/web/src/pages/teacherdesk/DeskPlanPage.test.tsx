import { listDeskPlan, savePlan } from '@school/contract/api/teacherDesk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { initialData, useDataStore } from '../../lib/store.ts';
import { teacherUser } from '../../test/deskFixtures.ts';
import { fail, fakeServer } from '../../test/fakeServer.ts';
import { freshToken, ok } from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  useDataStore.setState({ ...initialData(), token: freshToken(), userInfo: teacherUser });
});
afterEach(() => vi.unstubAllGlobals());

it('edits the weekly plan and says how many slots opened and closed', async () => {
  const user = userEvent.setup();
  server.answer(
    listDeskPlan,
    ok({
      entries: [{ id: 1, weekday: 1, start: '09:00', durationMinutes: 120 }],
    }),
  );
  server.answer(
    savePlan,
    ok({
      entries: [
        { id: 2, weekday: 1, start: '09:30', durationMinutes: 120 },
        { id: 3, weekday: 3, start: '18:00', durationMinutes: 90 },
      ],
      opened: 12,
      closed: 2,
    }),
  );
  await renderApp('/pages/teacherdesk/plan');
  const first = await screen.findByRole('listitem', { name: '时段 1' });
  expect(within(first).getByLabelText('星期')).toHaveValue('1');
  await user.selectOptions(within(first).getByLabelText('开始'), '09:30');
  await user.click(screen.getByRole('button', { name: '添加时段' }));
  const second = screen.getByRole('listitem', { name: '时段 2' });
  await user.selectOptions(within(second).getByLabelText('星期'), '周三');
  await user.selectOptions(within(second).getByLabelText('开始'), '18:00');
  await user.selectOptions(within(second).getByLabelText('时长'), '90');
  await user.click(screen.getByRole('button', { name: '保存排班' }));

  expect(await screen.findByRole('status')).toHaveTextContent(
    '排班已保存：开放 12 个时段，关闭 2 个时段',
  );
  expect(server.callsTo(savePlan)[0]!.body).toEqual({
    entries: [
      { weekday: 1, start: '09:30', durationMinutes: 120 },
      { weekday: 3, start: '18:00', durationMinutes: 90 },
    ],
  });
});

it('says an overlap under the row before sending, in words a teacher reads', async () => {
  const user = userEvent.setup();
  server.answer(listDeskPlan, ok({ entries: [] }));
  await renderApp('/pages/teacherdesk/plan');
  expect(await screen.findByText('还没有排班')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '添加时段' }));
  await user.click(screen.getByRole('button', { name: '添加时段' }));
  const second = screen.getByRole('listitem', { name: '时段 2' });
  await user.selectOptions(within(second).getByLabelText('星期'), '周一');
  await user.click(screen.getByRole('button', { name: '保存排班' }));
  expect(await within(second).findByRole('alert')).toHaveTextContent(
    '与第 1 段时间重叠，请调整其中一段',
  );
  expect(server.callsTo(savePlan)).toHaveLength(0);
});

it('shows the server’s reason under the row it names and keeps what was typed', async () => {
  const user = userEvent.setup();
  server.answer(listDeskPlan, ok({ entries: [] }));
  server.answer(
    savePlan,
    fail(1001, '周二 18:00-20:00 与 周二 19:00-21:00 时间重叠，请调整其中一段', {
      field: 'entries.1',
      errors: [{ field: 'entries.1', message: '周二 18:00-20:00 与 周二 19:00-21:00 时间重叠' }],
    }),
  );
  await renderApp('/pages/teacherdesk/plan');
  expect(await screen.findByText('还没有排班')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '添加时段' }));
  await user.click(screen.getByRole('button', { name: '添加时段' }));
  await user.click(screen.getByRole('button', { name: '保存排班' }));
  const second = screen.getByRole('listitem', { name: '时段 2' });
  expect(await within(second).findByRole('alert')).toHaveTextContent(
    '周二 18:00-20:00 与 周二 19:00-21:00 时间重叠',
  );
  expect(document.body.textContent).not.toMatch(/entries/);
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
});
