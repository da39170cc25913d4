import { randomUUID } from 'node:crypto';
import type { Session } from 'electron';
import { BrowserWindow, session } from 'electron';
import { PDF_TIMED_OUT_MARK, PDF_TIMEOUT_SECONDS } from '@shared/platform/desktop-api';
import { APP_SCHEME } from './origin';
import { denyAllPermissions } from './permissions';

/**
 * Turns a report (a complete HTML document with inline CSS and SVG) into PDF bytes.
 *
 * The report is rendered in a hidden window that is locked down harder than the app's
 * own: JavaScript off, sandboxed, no preload, and an in-memory session of its own whose
 * only content is the report itself, served with a CSP that allows inline styles and
 * data: images and nothing else. Report text comes from user scenarios, so even a
 * malicious name in a table cannot run code or reach the network while printing.
 */

const PRINT_PARTITION = 'headroom-print'; // No "persist:" prefix: kept in memory only.
const REPORT_HOST = 'report';
const REPORT_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  'font-src data:',
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** Reports waiting to be loaded by their print window, by one-time id. */
const pendingReports = new Map<string, string>();
let printSession: Session | null = null;

function reportUrl(id: string): string {
  return `${APP_SCHEME}://${REPORT_HOST}/${id}.html`;
}

function getPrintSession(): Session {
  if (printSession) return printSession;
  const ses = session.fromPartition(PRINT_PARTITION, { cache: false });
  denyAllPermissions(ses);
  ses.protocol.handle(APP_SCHEME, (request) => {
    const url = new URL(request.url);
    const id = url.pathname.replace(/^\/|\.html$/g, '');
    const html = url.hostname === REPORT_HOST ? pendingReports.get(id) : undefined;
    if (html === undefined) return new Response('Not found', { status: 404 });
    return new Response(html, {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': REPORT_CSP,
        'x-content-type-options': 'nosniff',
      },
    });
  });
  // Belt and braces next to the CSP: nothing but the report (and the data: URLs inside
  // it) may load in this session.
  ses.webRequest.onBeforeRequest((details, callback) => {
    const allowed =
      details.url.startsWith(`${APP_SCHEME}://${REPORT_HOST}/`) || details.url.startsWith('data:');
    callback({ cancel: !allowed });
  });
  printSession = ses;
  return ses;
}

/** Rejects after `ms` with the timeout error the page recognises (PDF_TIMED_OUT_MARK). */
function timeout(ms: number): { promise: Promise<never>; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `${PDF_TIMED_OUT_MARK}: the report took more than ${Math.round(ms / 1000)} s to turn into a PDF and was stopped; nothing was saved.`,
          ),
        ),
      ms,
    );
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

/**
 * The PDF of a report, or an error after `timeoutMs` (PDF_TIMEOUT_SECONDS by default): the
 * hidden window is closed either way, so a report that hangs Chromium's print cannot keep the
 * save waiting for ever.
 */
export async function renderHtmlToPdf(html: string, timeoutMs = PDF_TIMEOUT_SECONDS * 1000): Promise<Buffer> {
  const id = randomUUID();
  pendingReports.set(id, html);
  const window = new BrowserWindow({
    show: false,
    webPreferences: {
      session: getPrintSession(),
      javascript: false,
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
      spellcheck: false,
    },
  });
  const limit = timeout(timeoutMs);
  const render = async () => {
    await window.loadURL(reportUrl(id));
    // A4 unless the report's own @page rule says otherwise; backgrounds carry chart fills.
    return window.webContents.printToPDF({
      pageSize: 'A4',
      preferCSSPageSize: true,
      printBackground: true,
    });
  };
  try {
    return await Promise.race([render(), limit.promise]);
  } finally {
    limit.cancel();
    pendingReports.delete(id);
    window.destroy();
  }
}
