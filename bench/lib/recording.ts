import { readFile } from 'node:fs/promises';
import { requestJson } from './http.ts';
import { log } from './log.ts';
import { figure, type Figure } from './report.ts';
import { startSchoolServer, tempDir, type RunningServer } from './servers.ts';

const COURSE = '/api/lc_course_service';
const group = 'Lesson recording (PGlite)';
/** A 5 s chunk at the recorder's bitrates (400 kbit/s video + 48 kbit/s audio) is about 280 kB. */
const CHUNK_BYTES = 280_000;
const CHUNKS = 60;
/** A 30-minute lesson cut every 5 s. */
const CHUNKS_PER_LESSON = 360;

/** The server process's CPU time so far (user + system), in ms, from /proc. */
async function cpuMs(server: RunningServer): Promise<number | null> {
  const pid = server.child.proc.pid;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / 100) * 1000;
  } catch {
    return null;
  }
}

/**
 * The demo teacher records the demo lesson open at the first start: CHUNKS chunks of a realistic
 * size uploaded one after another as fast as the server takes them (the browser sends one every
 * 5 s). Figures: chunks per second, and the server's CPU time for a whole recorded lesson
 * (360 chunks, scaled from the measured ones, plus joining them at the end through the test hook).
 */
export async function runRecordingBench(): Promise<Figure[]> {
  const server = await startSchoolServer({
    dataDir: await tempDir('bench-recording-'),
    env: { E2E_TEST_HOOKS: 'true', RECORDING_ENABLED: 'true' },
  });
  try {
    const login = await requestJson(`${server.base}/api/lc_basic_service/client_login_password`, {
      method: 'POST',
      body: { phone: '13900000001', password: 'Teach2026!demo' },
    });
    const token = (login.body?.data as { token?: string } | undefined)?.token;
    if (!token) throw new Error(`teacher login failed: ${login.text.slice(0, 200)}`);
    // The demo lesson open at the first start is the teacher's earliest booked lesson today.
    let lessonId = 0;
    for (let id = 1; id < 40 && !lessonId; id++) {
      const enter = await requestJson(`${server.base}${COURSE}/liveRoom/enter`, {
        method: 'POST',
        token,
        body: { lessonId: id },
      });
      if (enter.body?.code === 0) lessonId = id;
    }
    if (!lessonId) throw new Error('no open demo lesson to record');
    const chunk = Buffer.alloc(CHUNK_BYTES, 7);
    const cpu0 = await cpuMs(server);
    const t0 = performance.now();
    let failed = 0;
    for (let seq = 0; seq < CHUNKS; seq++) {
      const res = await fetch(`${server.base}/api/classroom/recording/${lessonId}/${seq}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'video/webm' },
        body: chunk,
      });
      const body = (await res.json()) as { code: number };
      if (body.code !== 0) failed++;
    }
    const seconds = (performance.now() - t0) / 1000;
    const cpu1 = await cpuMs(server);
    const end = await requestJson(`${server.base}/api/test-hooks/lessons/${lessonId}/end`, {
      method: 'POST',
    });
    if (end.body?.code !== 0) failed++;
    const cpu2 = await cpuMs(server);
    const perChunk = cpu0 !== null && cpu1 !== null ? (cpu1 - cpu0) / CHUNKS : null;
    const joinMs = cpu1 !== null && cpu2 !== null ? cpu2 - cpu1 : 0;
    const perLesson =
      perChunk === null
        ? null
        : perChunk * CHUNKS_PER_LESSON + joinMs * (CHUNKS_PER_LESSON / CHUNKS);
    log(`recording: ${CHUNKS} chunks in ${seconds.toFixed(1)} s, ${failed} failed`);
    return [
      figure({
        group,
        name: 'chunks uploaded/s (280 kB each, one at a time)',
        unit: 'req/s',
        value: CHUNKS / seconds,
        errors: failed,
        note: `chunk upload: ${((CHUNKS * CHUNK_BYTES) / 1e6 / seconds).toFixed(1)} MB/s; a lesson sends one chunk per 5 s`,
      }),
      figure({
        group,
        name: 'server CPU per recorded 30-min lesson',
        unit: 'ms',
        value: perLesson,
        // One core carries 1,000 lessons at once only if this stays far under 1,800,000 ms.
        budget: { on: 'value', op: '<=', limit: 60_000 },
      }),
    ];
  } finally {
    await server.stop();
  }
}
