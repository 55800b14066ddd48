import type { Config } from '../../config.ts';
import { BuiltinClassroom } from './builtin.ts';
import { HostedClassroom } from './hosted.ts';
import type { ClassroomProvider } from './types.ts';

/** The classroom of CLASSROOM_PROVIDER; config.ts checks that `hosted` has its settings. */
export function createClassroomProvider(config: Config): ClassroomProvider {
  if (config.CLASSROOM_PROVIDER === 'hosted')
    return new HostedClassroom(config.CLASSROOM_URL_TEMPLATE, config.CLASSROOM_SCHOOL_ID);
  return new BuiltinClassroom(config.ICE_SERVERS);
}

export type { ClassroomProvider } from './types.ts';
