// The emails the local auth would send, kept in memory instead, as the Supabase CLI keeps them in
// its Inbucket/Mailpit: a page for the developer at /mailbox and JSON for tests at /mailbox/messages.
// The page also shows the local admin's current second-factor code, where the developer already
// looks for sign-in links. Both answer pages of this backend only: no CORS, same-origin resources.
import { createHash, randomUUID } from 'node:crypto';
import { json, type Reply } from './http.ts';

export type MailLink = { label: string; url: string };

export type MailMessage = {
  id: string;
  to: string;
  subject: string;
  /** ISO time it was "sent". */
  sentAt: string;
  /** The body as plain text, links written out. */
  text: string;
  links: MailLink[];
};

// Enough for a day of development; the oldest go first.
const MAX_MESSAGES = 200;

export class Mailbox {
  private readonly messages: MailMessage[] = [];

  send(message: Omit<MailMessage, 'id' | 'sentAt'>): MailMessage {
    const sent = { ...message, id: randomUUID(), sentAt: new Date().toISOString() };
    this.messages.push(sent);
    if (this.messages.length > MAX_MESSAGES) this.messages.shift();
    return sent;
  }

  /** Newest first; only those sent to `to` (any case) when given. */
  list(to?: string): MailMessage[] {
    const wanted = to?.trim().toLowerCase();
    return this.messages
      .filter((message) => !wanted || message.to.toLowerCase() === wanted)
      .reverse();
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

// Links are only ever this backend's own http(s) addresses, but a link is written as one only when
// it is http(s), so no message can put a javascript: URL on the page.
function safeHref(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

function messageHtml(message: MailMessage): string {
  const links = message.links
    .map((link) => {
      const href = safeHref(link.url);
      const label = escapeHtml(link.label);
      return href
        ? `<li><a href="${escapeHtml(href)}">${label}</a> <code>${escapeHtml(href)}</code></li>`
        : `<li>${label} <code>${escapeHtml(link.url)}</code></li>`;
    })
    .join('');
  return `<article>
<h2>${escapeHtml(message.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(message.to)}</strong> at <time datetime="${escapeHtml(message.sentAt)}">${escapeHtml(message.sentAt)}</time></p>
<pre>${escapeHtml(message.text)}</pre>
${links ? `<ul>${links}</ul>` : ''}
</article>`;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
article{border:1px solid #ccc;border-radius:.5rem;padding:1rem;margin:1rem 0}
h2{margin:0;font-size:1.15rem}.meta{color:#444;margin:.25rem 0}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f4f4f4;padding:.75rem;border-radius:.25rem}
code{word-break:break-all;font-size:.85rem;color:#444}a{color:#0b5d57}
.code{font:700 2rem/1.2 ui-monospace,monospace;letter-spacing:.2em}`;
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

// Only this backend's own pages may load the mailbox's answers (it sends no CORS headers either).
const PRIVATE = {
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** A second factor's current code, for the page. */
export type CurrentCode = { account: string; code: string; secondsLeft: number };

function codeHtml(code: CurrentCode): string {
  return `<section aria-labelledby="code-heading">
<h2 id="code-heading">Sign-in code for ${escapeHtml(code.account)}</h2>
<p class="code">${escapeHtml(code.code)}</p>
<p class="meta">The authenticator code for the local admin's second factor. It changes in ${code.secondsLeft} s; this page reloads then.</p>
</section>`;
}

/**
 * The mailbox page: the local admin's current code (when given), then every message, newest first,
 * every value escaped. With a code it reloads itself when the code changes (a meta refresh: the page
 * runs no script).
 */
export function mailboxPage(messages: MailMessage[], code?: CurrentCode): Reply {
  const body = messages.length
    ? messages.map(messageHtml).join('\n')
    : '<p>No messages yet. Sign-up confirmations and password resets requested on the site arrive here.</p>';
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${code ? `<meta http-equiv="refresh" content="${code.secondsLeft}">` : ''}
<title>Local mailbox</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Local mailbox</h1>
${code ? codeHtml(code) : ''}
<p>The emails the local backend would have sent (kept in memory until it stops). <a href="/mailbox">Refresh</a></p>
${body}
</main>
</body>
</html>`;
  return {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      // The messages hold sign-in links: no script, no framing, no referrer for the links opened.
      'Content-Security-Policy': `default-src 'none'; style-src ${STYLE_HASH}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      'Referrer-Policy': 'no-referrer',
      ...PRIVATE,
    },
    body: html,
  };
}

export function mailboxJson(messages: MailMessage[]): Reply {
  return json(200, { messages }, { 'Cache-Control': 'no-store', ...PRIVATE });
}
