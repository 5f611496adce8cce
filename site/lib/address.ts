// Addresses are read and rewritten through the URL parser, never by splitting their text at `?` or
// `#` by hand: a whole URL, or a path on this site with its query and fragment.

// A base no real address has (`.invalid` is reserved), so a path can be parsed as a URL.
const LOCAL = new URL('http://local.invalid');

/**
 * `address` changed by `edit` (its query through `searchParams`, its fragment through `hash`), in the
 * form it came in: a path stays a path (`/contact?x=1#form`), a whole URL a whole URL.
 */
export function editAddress(address: string, edit: (url: URL) => void): string {
  const url = new URL(address, LOCAL);
  edit(url);
  return url.origin === LOCAL.origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
