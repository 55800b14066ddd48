/**
 * Lesson recordings as the rest of the server sees them (docs/decisions/0020): the account's
 * erasure, the periodic jobs and the routes call these. Recordings belong to the classroom module
 * because a recording is entered through the classroom's checks, and the classroom ticket says
 * whether the teacher's page records; the queries and file handling sit in recordingRepository.ts.
 */
export {
  assembleSettledRecordings,
  deleteExpiredRecordings,
  eraseRecordingsOf,
  replayLink,
  saveProviderRecording,
  servedReplay,
  signedReplayLink as staffReplayLink,
  uploadChunk,
  verifyReplaySignature,
} from './recordingRepository.ts';
