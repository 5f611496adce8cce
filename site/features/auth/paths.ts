/** The sign-in page, where a page for the signed-in sends anyone else. */
export const SIGN_IN_PATH = '/auth';

/** Where a password reset link lands: the page that sets the new password. */
export const RESET_PASSWORD_PATH = '/auth/reset';

/** Where a user goes once their new password is saved. */
export const AFTER_RESET_PATH = '/team-admin';
