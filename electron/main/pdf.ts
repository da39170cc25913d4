import { randomUUID } from 'node:crypto';
import type { Session } from 'electron';
import { BrowserWindow, session } from 'electron';
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

export async function renderHtmlToPdf(html: string): Promise<Buffer> {
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
  try {
    await window.loadURL(reportUrl(id));
    // A4 unless the report's own @page rule says otherwise; backgrounds carry chart fills.
    return await window.webContents.printToPDF({
      pageSize: 'A4',
      preferCSSPageSize: true,
      printBackground: true,
    });
  } finally {
    pendingReports.delete(id);
    window.destroy();
  }
}
