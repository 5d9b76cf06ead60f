import { PRODUCT_NAME, PRODUCT_NAME_HI, type Language } from '@portal/shared';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export type MailContent = {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A code shown in large type, e.g. a verification code. */
  code?: string;
  /** A closing note under the code, e.g. its lifetime. */
  note?: string;
  /** The portal page the mail speaks of, as an absolute URL (`app.mailer.url(path)`), and what the link says. */
  action: { label: string; url: string };
  /** Links listed under the paragraphs, each on its line (a digest's items), before the action. */
  links?: { label: string; url: string }[];
  /** A closing line with its link, under the action (a digest's unsubscribe). */
  footer?: { text: string; label: string; url: string };
};

/**
 * One layout for every mail: a plain-text body and an HTML body with the same words, ending with a link
 * to the page it speaks of. The HTML is fluid up to 560 px, so it reads on a 375 px phone too. A mail is
 * in its recipient's language (decision 176): `language` sets the product's name and `<html lang>`.
 */
export function renderMail(content: MailContent, language: Language = 'en'): { subject: string; text: string; html: string } {
  const productName = language === 'hi' ? PRODUCT_NAME_HI : PRODUCT_NAME;
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.code ? [`    ${content.code}`, ''] : []),
    ...(content.note ? [content.note, ''] : []),
    ...(content.links?.length ? [...content.links.map((l) => `• ${l.label}: ${l.url}`), ''] : []),
    `${content.action.label}: ${content.action.url}`,
    '',
    ...(content.footer ? [`${content.footer.text} ${content.footer.label}: ${content.footer.url}`, ''] : []),
    `— ${productName}`,
  ].join('\n');

  const html = `<!doctype html><html lang="${language}"><head><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="margin:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%;max-width:560px;background:#ffffff;border-radius:8px;padding:24px 16px">
<tr><td style="font-size:14px;font-weight:bold;color:#0b3d91;padding-bottom:16px">${escapeHtml(productName)}</td></tr>
<tr><td style="font-size:16px;padding-bottom:12px">${escapeHtml(content.greeting)}</td></tr>
${content.paragraphs.map((p) => `<tr><td style="font-size:15px;line-height:1.5;padding-bottom:12px">${escapeHtml(p)}</td></tr>`).join('\n')}
${content.code ? `<tr><td style="font-size:32px;font-weight:bold;letter-spacing:8px;font-family:'Courier New',monospace;padding:16px 0;text-align:center">${escapeHtml(content.code)}</td></tr>` : ''}
${content.note ? `<tr><td style="font-size:13px;color:#52606d;padding-bottom:12px">${escapeHtml(content.note)}</td></tr>` : ''}
${(content.links ?? []).map((l) => `<tr><td style="font-size:15px;line-height:1.5;padding-bottom:8px">• <a href="${escapeHtml(l.url)}" style="color:#0b3d91">${escapeHtml(l.label)}</a></td></tr>`).join('\n')}
<tr><td style="padding:8px 0 12px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#0b3d91;color:#ffffff;font-size:15px;font-weight:bold;text-decoration:none;padding:12px 20px;border-radius:6px">${escapeHtml(content.action.label)}</a></td></tr>
<tr><td style="font-size:12px;color:#52606d;word-break:break-all;padding-bottom:4px">${escapeHtml(content.action.url)}</td></tr>
${content.footer ? `<tr><td style="font-size:12px;color:#52606d;padding-top:12px">${escapeHtml(content.footer.text)} <a href="${escapeHtml(content.footer.url)}" style="color:#0b3d91">${escapeHtml(content.footer.label)}</a></td></tr>` : ''}
</table></td></tr></table></body></html>`;
  return { subject: content.subject, text, html };
}
