import { viewExamResult } from '@school/contract/api/exams';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n.ts';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { freshToken, ok } from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  useDataStore.setState({ ...initialData(), token: freshToken() });
});
afterEach(() => vi.unstubAllGlobals());

it('shows picture options as pictures and plays the audio prompt in a past result', async () => {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  server.answer(
    viewExamResult,
    ok({
      id: 7,
      examId: 5,
      examKind: 'unit',
      examTitle: 'Unit 4 test',
      score: 0,
      correctCount: 0,
      questionCount: 1,
      submittedAt: '2026-11-20T02:00:00.000Z',
      items: [
        {
          question: {
            id: 1,
            kind: 'single',
            prompt: { text: 'Listen and choose', image: null, audio: '/static/cat.mp3' },
            options: [
              { id: 11, text: null, image: '/static/dog.svg' },
              { id: 12, text: null, image: '/static/cat.svg' },
            ],
          },
          choice: [11],
          rightChoice: [12],
          correct: false,
        },
      ],
    }),
  );
  await renderApp('/pages/assessment/historyDetail?id=7');
  const item = await screen.findByTestId('answer-item');
  const pictures = [...item.querySelectorAll('img')].map((i) => i.getAttribute('src'));
  // The child's choice (A, the dog) and the right one (B, the cat), as pictures.
  expect(pictures).toEqual(['/static/dog.svg', '/static/cat.svg']);
  expect(screen.getByRole('img', { name: 'B' })).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: /听一听|Listen/ }));
  expect(play).toHaveBeenCalled();
  play.mockRestore();
});

it('lists several right answers in the reader’s language (no Chinese comma in English)', async () => {
  server.answer(
    viewExamResult,
    ok({
      id: 8,
      examId: 5,
      examKind: 'unit',
      examTitle: 'Unit 4 test',
      score: 0,
      correctCount: 0,
      questionCount: 1,
      submittedAt: '2026-11-20T02:00:00.000Z',
      items: [
        {
          question: {
            id: 2,
            kind: 'multiple',
            prompt: { text: 'Pick the animals', image: null, audio: null },
            options: [
              { id: 21, text: 'cat', image: null },
              { id: 22, text: 'red', image: null },
              { id: 23, text: 'dog', image: null },
            ],
          },
          choice: [21],
          rightChoice: [21, 23],
          correct: false,
        },
      ],
    }),
  );
  await setLanguage('en');
  try {
    await renderApp('/pages/assessment/historyDetail?id=8');
    expect(await screen.findByText('Right answer: A. cat, C. dog')).toBeInTheDocument();
  } finally {
    await setLanguage('zh');
  }
});
