import { editCollection, listTeacherReviews, viewTeacher } from '@school/contract/api/teachers';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { freshToken, ok, page, teacher } from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  server.answer(
    viewTeacher,
    ok(
      teacher({
        intro:
          '<p>Hi <strong>there</strong><img src="x" onerror="alert(1)"><script>alert(2)</script></p>',
      }),
    ),
  );
  server.answer(
    listTeacherReviews,
    page([
      {
        id: 1,
        teacherId: 7,
        lessonId: 3,
        stars: 5,
        tags: ['耐心'],
        content: 'Lovely teacher',
        authorName: 'L***',
        createdAt: new Date().toISOString(),
      },
    ]),
  );
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => vi.unstubAllGlobals());

it('shows the profile with a sanitised intro and the reviews, and favourites the teacher', async () => {
  useDataStore.setState({ ...initialData(), token: freshToken() });
  server.answer(editCollection, ok({ teacherId: 7, collected: true }));
  const user = userEvent.setup();
  await renderApp('/pages/teacher/teacher?id=7');

  expect(await screen.findByRole('heading', { name: /Emily Carter/ })).toBeInTheDocument();
  const intro = screen.getByText('there').closest('div') as HTMLElement;
  expect(intro.innerHTML).not.toContain('onerror');
  expect(intro.innerHTML).not.toContain('script');
  expect(await screen.findByText('Lovely teacher')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: '收藏 Emily Carter' }));
  await waitFor(() =>
    expect(server.callsTo(editCollection)[0]?.body).toEqual({
      teacherId: 7,
      collected: true,
    }),
  );
  expect(await screen.findByRole('button', { name: '取消收藏 Emily Carter' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

it('sends a visitor who is not logged in to the login page to favourite', async () => {
  useDataStore.setState({ ...initialData(), token: '' });
  const user = userEvent.setup();
  await renderApp('/pages/teacher/teacher?id=7');
  await user.click(await screen.findByRole('button', { name: '收藏 Emily Carter' }));
  expect(await screen.findByPlaceholderText('请输入手机号')).toBeInTheDocument();
  expect(server.callsTo(editCollection)).toHaveLength(0);
});
