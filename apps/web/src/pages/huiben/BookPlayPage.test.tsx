import { viewBook } from '@school/contract/api/books';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { lastPage, rememberPage } from '../../features/books/progress.ts';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { freshToken, ok } from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

let server: ReturnType<typeof fakeServer>;
const play = vi.fn(() => Promise.resolve());

const book = (id: number) => ({
  id,
  title: 'The Red Hen',
  cover: '/c.png',
  level: 1,
  summary: 'A hen.',
  pageCount: 3,
  totalDurationMs: 3000,
  pages: [1, 2, 3].map((index) => ({
    index,
    image: `/p${index}.png`,
    text: `Page ${index} text`,
    audio: `/a${index}.mp3`,
    audioDurationMs: 1000,
  })),
});

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  useDataStore.setState({ ...initialData(), token: freshToken() });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('plays the page audio and turns the page when the clip ends, remembering it', async () => {
  server.answer(viewBook, ok(book(41)));
  const { container } = await renderApp('/pages/huiben/play?id=41');
  expect(await screen.findByText('Page 1 text')).toBeInTheDocument();
  await waitFor(() => expect(play).toHaveBeenCalled());
  const audio = container.querySelector('audio') as HTMLAudioElement;
  expect(audio.getAttribute('src')).toBe('/a1.mp3');

  fireEvent(audio, new Event('ended'));
  expect(await screen.findByText('Page 2 text')).toBeInTheDocument();
  expect(container.querySelector('audio')?.getAttribute('src')).toBe('/a2.mp3');
  expect(screen.getByTestId('page-number')).toHaveTextContent('2 / 3');
  expect(lastPage(41)).toBe(2);

  fireEvent(container.querySelector('audio') as HTMLAudioElement, new Event('ended'));
  fireEvent(await screen.findByText('Page 3 text'), new Event('noop'));
  fireEvent(container.querySelector('audio') as HTMLAudioElement, new Event('ended'));
  expect(await screen.findByText('读完啦！')).toBeInTheDocument();
  expect(lastPage(41)).toBe(3);
});

it('opens at the remembered page', async () => {
  rememberPage(42, 2);
  server.answer(viewBook, ok(book(42)));
  await renderApp('/pages/huiben/play?id=42');
  expect(await screen.findByText('Page 2 text')).toBeInTheDocument();
  expect(screen.getByTestId('page-number')).toHaveTextContent('2 / 3');
});
