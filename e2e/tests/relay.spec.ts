import { expect, test, type Page } from '../support/test.ts';
import { seriousViolations } from '../support/axe.ts';
import {
  childInTeacherAtDoor,
  enterRoom,
  peerCount,
  person,
  seesTheOther,
  selectedPair,
  videoPlaysAgainAt,
} from '../support/classroom.ts';
import { coturn, relayServer, type Coturn, type RelayServer } from '../support/relay.ts';

/**
 * The classroom across a network where the browsers cannot meet directly (issue 31): a local
 * coturn, and a server of this test's own that hands out TURN credentials from coturn's secret and
 * the relay-only policy. Teacher and child meet through the relay; then the relay goes away for
 * 5 seconds and comes back, and both videos play again within 3 seconds, on the same peer
 * connection (an ICE restart), with the teacher's courseware page, without anyone pressing a thing.
 */
let turn: Coturn;
let server: RelayServer;

test.beforeAll(async () => {
  // A server's first start (migrations, demo data) takes a while on a busy machine.
  test.setTimeout(180_000);
  turn = coturn();
  await turn.start();
  server = await relayServer(turn);
});
test.afterAll(async () => {
  await server?.stop();
  await turn?.stop();
});

const quality = (page: Page) => page.getByRole('status', { name: /^网络质量：/ });

test('teacher and child meet through TURN, and are back within 3 s after the relay drops', async ({
  browser,
}) => {
  test.setTimeout(5 * 60_000);
  const teacher = await person(browser, server.baseURL, { width: 1280, height: 800 });
  const child = await person(browser, server.baseURL, { width: 844, height: 390 });

  await childInTeacherAtDoor(child, teacher);
  await enterRoom(teacher);

  await seesTheOther(teacher);
  await seesTheOther(child);
  // Through the relay, both ways: each side sends from its own relayed address to the other's.
  for (const page of [teacher, child]) {
    expect(await selectedPair(page)).toEqual({ local: 'relay', remote: 'relay' });
    await expect(quality(page)).toHaveText('良好');
    await expect(quality(page)).toHaveAttribute('aria-label', '网络质量：良好');
  }
  expect((await seriousViolations(child)).found).toEqual([]);
  await teacher.getByRole('button', { name: '下一页' }).click();
  await expect(child.getByTestId('courseware-page')).toHaveAttribute('data-page', '2');
  const peers = [await peerCount(teacher), await peerCount(child)];

  // The relay goes away: no media path is left. Both screens say so within a few seconds.
  await turn.stop();
  const droppedAt = Date.now();
  for (const page of [teacher, child]) {
    await expect(quality(page)).toHaveText('已断开', { timeout: 15_000 });
    await expect(page.getByTestId('connection-state')).toHaveText('重新连接中');
  }
  await child.waitForTimeout(Math.max(0, 5_000 - (Date.now() - droppedAt)));

  // Back after 5 seconds: both videos play again within 3 seconds of it.
  const plays = Promise.all([videoPlaysAgainAt(teacher), videoPlaysAgainAt(child)]);
  await turn.start();
  const back = Date.now();
  const [teacherAt, childAt] = await plays;
  const took = Math.max(teacherAt, childAt) - back;
  console.log(
    `relay back: teacher's video ${teacherAt - back} ms, child's ${childAt - back} ms later`,
  );
  expect(took).toBeLessThanOrEqual(3_000);

  await seesTheOther(teacher);
  await seesTheOther(child);
  for (const page of [teacher, child]) {
    expect(await selectedPair(page)).toEqual({ local: 'relay', remote: 'relay' });
    await expect(quality(page)).toHaveText('良好');
  }
  // The same peer connections, ICE restarted: nothing was rebuilt, nobody pressed anything.
  expect([await peerCount(teacher), await peerCount(child)]).toEqual(peers);
  await expect(child.getByTestId('courseware-page')).toHaveAttribute('data-page', '2');
  await expect(child.getByTestId('courseware-page')).toHaveText(/第 2 \/ \d+ 页/);

  await teacher.context().close();
  await child.context().close();
});
