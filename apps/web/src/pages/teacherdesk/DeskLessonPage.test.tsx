import { markAbsent, viewDeskLesson, writeReport } from '@school/contract/api/teacherDesk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { initialData, useDataStore } from '../../lib/store.ts';
import { deskLesson, teacherUser } from '../../test/deskFixtures.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { fail, freshToken, ok } from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  useDataStore.setState({ ...initialData(), token: freshToken(), userInfo: teacherUser });
});
afterEach(() => vi.unstubAllGlobals());

const setup = () => userEvent.setup({ pointerEventsCheck: 0 });

async function pickStars(user: ReturnType<typeof setup>, skill: string, n: number) {
  const group = screen.getByRole('radiogroup', { name: skill });
  await user.click(within(group).getAllByRole('radio')[n - 1]!);
}

it('writes the report: five skills, comment, homework, words and sentences', async () => {
  const user = setup();
  const lesson = deskLesson({ status: 'in_class', canReport: true, stars: 3 });
  server.answer(viewDeskLesson, ok(lesson));
  server.answer(
    writeReport,
    ok({
      ...lesson,
      report: {
        pronunciation: 4,
        vocabulary: 5,
        grammar: 3,
        fluency: 4,
        confidence: 2,
        comment: 'Brave today!',
        homework: 'Sing the song',
        words: ['apple'],
        sentences: ['I like apples.'],
        createdAt: new Date().toISOString(),
      },
    }),
  );
  await renderApp(`/pages/teacherdesk/lesson?id=${lesson.id}`);
  expect(await screen.findByTestId('desk-student')).toHaveTextContent('Lucy · 6 岁');
  expect(screen.getByText('★ 3')).toBeInTheDocument();
  expect(screen.getByText('孩子有点害羞')).toBeInTheDocument();

  // Not every skill has stars yet: nothing is sent.
  await pickStars(user, '发音', 4);
  await user.click(screen.getByRole('button', { name: '保存报告' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('请为五项能力都打分');
  expect(server.callsTo(writeReport)).toHaveLength(0);

  await pickStars(user, '词汇', 5);
  await pickStars(user, '语法', 3);
  await pickStars(user, '流利度', 4);
  await pickStars(user, '自信心', 2);
  await user.type(screen.getByLabelText('课堂评语'), ' Brave today! ');
  await user.type(screen.getByLabelText('课后作业'), 'Sing the song');
  await user.type(screen.getByRole('textbox', { name: '输入一个单词' }), 'apple{Enter}');
  await user.type(screen.getByRole('textbox', { name: '输入一个句子' }), 'I like apples.');
  await user.click(within(screen.getByRole('group', { name: '本课句子' })).getByText('添加'));
  await user.click(screen.getByRole('button', { name: '保存报告' }));

  await waitFor(() => expect(server.callsTo(writeReport)).toHaveLength(1));
  expect(server.callsTo(writeReport)[0]!.body).toEqual({
    lessonId: lesson.id,
    pronunciation: 4,
    vocabulary: 5,
    grammar: 3,
    fluency: 4,
    confidence: 2,
    comment: 'Brave today!',
    homework: 'Sing the song',
    words: ['apple'],
    sentences: ['I like apples.'],
  });
  expect(await screen.findByRole('button', { name: '更新报告' })).toBeInTheDocument();
  expect(screen.getByText('报告已写')).toBeInTheDocument();
});

it('shows the server’s refusal of a field on the form', async () => {
  const user = setup();
  const lesson = deskLesson({
    status: 'finished',
    canEnter: false,
    canReport: true,
    report: {
      pronunciation: 3,
      vocabulary: 3,
      grammar: 3,
      fluency: 3,
      confidence: 3,
      comment: 'ok',
      homework: '',
      words: ['cat'],
      sentences: [],
      createdAt: new Date().toISOString(),
    },
  });
  server.answer(viewDeskLesson, ok(lesson));
  server.answer(writeReport, fail(1001, 'words.0: 单词太长'));
  await renderApp(`/pages/teacherdesk/lesson?id=${lesson.id}`);
  // The saved report is there to correct.
  expect(await screen.findByDisplayValue('ok')).toBeInTheDocument();
  expect(screen.getByText('cat')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '删除 cat' }));
  await user.click(screen.getByRole('button', { name: '更新报告' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('words.0: 单词太长');
  expect(server.callsTo(writeReport)[0]!.body).toMatchObject({ words: [] });
});

it('before the start the report waits; after the window it is read only', async () => {
  const lesson = deskLesson({ canReport: false });
  server.answer(viewDeskLesson, ok(lesson));
  await renderApp(`/pages/teacherdesk/lesson?id=${lesson.id}`);
  expect(await screen.findByText('课程开始后可以填写报告')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '保存报告' })).not.toBeInTheDocument();
});

it('marks the student absent after confirming', async () => {
  const user = setup();
  const lesson = deskLesson({ canMarkAbsent: true, status: 'in_class' });
  server.answer(viewDeskLesson, ok(lesson));
  server.answer(
    markAbsent,
    ok({
      ...lesson,
      status: 'student_absent',
      canMarkAbsent: false,
      canEnter: false,
    }),
  );
  await renderApp(`/pages/teacherdesk/lesson?id=${lesson.id}`);
  await user.click(await screen.findByRole('button', { name: '标记学生缺席' }));
  const hint = await screen.findByText('学生未进入教室，本节课时将照常扣除');
  const dialog = hint.closest('[role="dialog"]') as HTMLElement;
  await user.click(within(dialog).getByRole('button', { name: '标记缺席' }));
  await waitFor(() => expect(server.callsTo(markAbsent)[0]?.body).toEqual({ lessonId: lesson.id }));
  expect(await screen.findByText('缺席')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '标记学生缺席' })).not.toBeInTheDocument();
});

it('another teacher’s lesson (2001) is not found', async () => {
  server.answer(viewDeskLesson, fail(2001, '没有找到'));
  await renderApp('/pages/teacherdesk/lesson?id=77');
  expect(await screen.findByText('没有找到这节课')).toBeInTheDocument();
});
