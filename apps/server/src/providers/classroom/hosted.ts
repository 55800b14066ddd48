import { CLASSROOM_LAYOUT } from '@school/contract/api/classroom';
import type { ClassroomEntry, ClassroomProvider } from './types.ts';

const PLACEHOLDER = /\{(classid|token|userid|layout|schoolid)\}/g;
const HAS_PLACEHOLDER = /\{(classid|token|userid|layout|schoolid)\}/;

/**
 * A hosted classroom page (the seed's live classes): the configured URL template filled with the
 * spec's parameters `classid` (the lesson), `token` (the signed classroom token), `userid`,
 * `layout=right` and the school's fixed id. A template without placeholders gets them appended
 * as query parameters.
 */
export class HostedClassroom implements ClassroomProvider {
  readonly kind = 'hosted' as const;
  readonly recordsAttendance = false;
  constructor(
    private readonly template: string,
    private readonly schoolId: string,
  ) {}

  roomUrl(entry: ClassroomEntry): string {
    const values: Record<string, string> = {
      classid: String(entry.lessonId),
      token: entry.token,
      userid: String(entry.userId),
      layout: CLASSROOM_LAYOUT,
      schoolid: this.schoolId,
    };
    if (HAS_PLACEHOLDER.test(this.template)) {
      return this.template.replace(PLACEHOLDER, (_, name: string) =>
        encodeURIComponent(values[name]!),
      );
    }
    const url = new URL(this.template);
    for (const [k, v] of Object.entries(values)) url.searchParams.set(k, v);
    return url.toString();
  }

  iceServers() {
    return [];
  }
}
