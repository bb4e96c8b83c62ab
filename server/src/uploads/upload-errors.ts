import { AppError } from '../errors.js';

/** What a caller is told when its multipart body cannot be used; the same words on REST and GraphQL. */
export const UPLOAD_MESSAGES = {
  unreadable: 'The multipart body could not be read.',
  cut: 'The upload ended before it was complete. Please send the file again.',
  stalled: (seconds: number) => `The upload stopped: nothing arrived for ${seconds} seconds. Please send the file again.`,
} as const;

/** The body broke the multipart grammar (a malformed part header, a missing boundary). */
export function unreadableBody(detail?: string): AppError {
  return new AppError('BAD_USER_INPUT', UPLOAD_MESSAGES.unreadable, detail ? { detail } : {});
}

/** The body ended (or the connection closed) before the closing boundary: a file would be cut short. */
export function cutBody(): AppError {
  return new AppError('BAD_USER_INPUT', UPLOAD_MESSAGES.cut, { detail: 'The multipart body ended without its closing boundary.' });
}

/** No byte arrived for the idle timeout (UPLOAD_IDLE_TIMEOUT_MS): 408. */
export function stalledBody(idleMs: number): AppError {
  return new AppError('REQUEST_TIMEOUT', UPLOAD_MESSAGES.stalled(Math.round(idleMs / 100) / 10));
}
