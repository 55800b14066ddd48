import { submitExam, viewCourseExam, viewExam } from '@school/contract/api/exams';
import type { OutputOf } from '@school/contract/endpoint';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { fail, freshToken, ok } from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  useDataStore.setState({ ...initialData(), token: freshToken() });
});
afterEach(() => vi.unstubAllGlobals());

const prompt = (text: string) => ({ text, image: null, audio: null });
const exam: OutputOf<typeof viewExam> = {
  id: 5,
  kind: 'unit',
  title: 'Unit 1 测验',
  outlineId: 3,
  level: null,
  questionCount: 3,
  bestScore: null,
  attempts: 0,
  questions: [
    {
      id: 1,
      kind: 'single',
      prompt: prompt('Say hello'),
      options: [
        { id: 11, text: 'Hello', image: null },
        { id: 12, text: 'Bye', image: null },
      ],
    },
    {
      id: 2,
      kind: 'multiple',
      prompt: prompt('Colours?'),
      options: [
        { id: 21, text: 'Red', image: null },
        { id: 22, text: 'Dog', image: null },
        { id: 23, text: 'Blue', image: null },
      ],
    },
    { id: 3, kind: 'truefalse', prompt: prompt('A cat is an animal.'), options: [] },
  ],
};

it('answers each kind of question and submits the chosen answers', async () => {
  server.answer(viewExam, ok(exam));
  server.answer(
    submitExam,
    ok({
      id: 77,
      examId: 5,
      examKind: 'unit',
      examTitle: 'Unit 1 测验',
      score: 100,
      correctCount: 3,
      questionCount: 3,
      submittedAt: new Date().toISOString(),
      items: [],
    }),
  );
  const user = userEvent.setup();
  await renderApp('/pages/assessment/unitQuestion?examId=5');

  expect(await screen.findByText('Say hello')).toBeInTheDocument();
  expect(screen.getByText('第 1 题 / 共 3 题')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '下一题' })).toBeDisabled();
  await user.click(screen.getByRole('radio', { name: 'Bye' }));
  await user.click(screen.getByRole('radio', { name: 'Hello' }));
  expect(screen.getByRole('radio', { name: 'Hello' })).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByRole('radio', { name: 'Bye' })).toHaveAttribute('aria-checked', 'false');
  await user.click(screen.getByRole('button', { name: '下一题' }));

  expect(await screen.findByText('多选题（可选多个）')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Blue' }));
  await user.click(screen.getByRole('checkbox', { name: 'Red' }));
  await user.click(screen.getByRole('checkbox', { name: 'Dog' }));
  await user.click(screen.getByRole('checkbox', { name: 'Dog' }));
  await user.click(screen.getByRole('button', { name: '下一题' }));

  expect(await screen.findByText('A cat is an animal.')).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: /对/ }));
  await user.click(screen.getByRole('button', { name: '交卷' }));

  await waitFor(() =>
    expect(server.callsTo(submitExam)[0]?.body).toEqual({
      examId: 5,
      answers: [
        { questionId: 1, choice: [11] },
        { questionId: 2, choice: [21, 23] },
        { questionId: 3, choice: true },
      ],
    }),
  );
  expect(await screen.findByTestId('exam-score')).toHaveTextContent('100 分');
  expect(screen.getByText('答对 3 / 3 题')).toBeInTheDocument();
});

it('says a unit test that does not exist was not found, and offers a retry when loading fails', async () => {
  server.answer(viewExam, fail(2001, '内容不存在'));
  const first = await renderApp('/pages/assessment/unitQuestion?examId=9');
  expect(await screen.findByText('测评不存在或已下架')).toBeInTheDocument();
  first.unmount();

  server.answer(viewExam, fail(5000, '服务器开小差了'));
  await renderApp('/pages/assessment/unitQuestion?examId=8');
  const retry = await screen.findByRole('button', { name: /重试/ });
  server.answer(viewExam, ok(exam));
  await userEvent.setup({ pointerEventsCheck: 0 }).click(retry);
  expect(await screen.findByText('Say hello')).toBeInTheDocument();
});

it('says so when the course has no course exam', async () => {
  server.answer(viewCourseExam, ok(null));
  await renderApp('/pages/assessment/courseQuestion?level=1');
  expect(await screen.findByText('暂无测评')).toBeInTheDocument();
});
