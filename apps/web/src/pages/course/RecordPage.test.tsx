import { viewLesson } from '@school/contract/api/booking';
import { viewLessonReport } from '@school/contract/api/teachers';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { freshToken, lesson, ok } from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  useDataStore.setState({ ...initialData(), token: freshToken() });
});
afterEach(() => vi.unstubAllGlobals());

it('shows the teacher’s report: the five skills, comment, words, sentences and homework', async () => {
  const done = lesson({ status: 'finished', hasReport: true, canCancel: false });
  server.answer(viewLesson, ok(done));
  server.answer(
    viewLessonReport,
    ok({
      lessonId: done.id,
      teacherId: 7,
      teacherName: 'Emily Carter',
      skills: { pronunciation: 4, vocabulary: 5, grammar: 3, fluency: 4, confidence: 2 },
      // A teacher's text is plain text: what looks like markup is shown as typed, never run.
      comment: 'Lucy was brave today! <b>5 stars</b> <img src=x onerror="alert(1)">',
      homework: 'Sing the Hello song twice.',
      words: ['hello', 'mother'],
      sentences: ['This is my mother.'],
      stars: 5,
      createdAt: new Date().toISOString(),
    }),
  );
  await renderApp(`/pages/course/record?lessonId=${done.id}`);

  expect(await screen.findByText('Emily Carter 老师的课程报告')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: '五项能力评分图' })).toBeInTheDocument();
  const legend = screen.getByRole('figure');
  const rows = within(legend)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
  expect(rows).toEqual(['发音4/5', '词汇5/5', '语法3/5', '流利度4/5', '自信心2/5']);
  // The overall score is the average of the five.
  expect(screen.getByText('3.6')).toBeInTheDocument();
  expect(
    screen.getByText('Lucy was brave today! <b>5 stars</b> <img src=x onerror="alert(1)">'),
  ).toBeInTheDocument();
  expect(document.querySelector('img[src="x"]')).toBeNull();
  expect(screen.getByText('hello')).toBeInTheDocument();
  expect(screen.getByText('This is my mother.')).toBeInTheDocument();
  expect(screen.getByText('Sing the Hello song twice.')).toBeInTheDocument();
});

it('says honestly that the report is not written yet', async () => {
  const done = lesson({ status: 'finished', canCancel: false });
  server.answer(viewLesson, ok(done));
  server.answer(viewLessonReport, ok(null));
  await renderApp(`/pages/course/record?lessonId=${done.id}`);
  expect(await screen.findByText('老师还在写课程报告')).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: '五项能力评分图' })).not.toBeInTheDocument();
});
