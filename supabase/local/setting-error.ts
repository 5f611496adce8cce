/**
 * A setting from the environment that the local backend cannot use. `npm run backend` prints its
 * message alone and stops, as the message says all there is to mend; a stack trace would bury it.
 */
export class SettingError extends Error {
  override name = 'SettingError';
}
