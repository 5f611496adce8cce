/** The message of an error from the backend or the browser, or a general one when it has none. */
export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message !== '') return message;
  }
  return 'Something went wrong. Please try again.';
}
