import type { Language } from '../../contract/constants.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The HTML part of a notice's e-mail: its title and message, right-to-left in Hebrew, and the link it asks to open as a button. */
export function emailHtml({ title, message, language, link }: { title: string; message: string; language: Language; link?: string }): string {
  const dir = language === 'he' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body style="font-family:Arial,sans-serif;color:#111827;line-height:1.5"><h1 style="font-size:18px;margin:0 0 12px">${escape(title)}</h1><p style="margin:0">${escape(message).replace(/\n/g, '<br>')}</p>${link ? button(link) : ''}</body></html>`;
}

const button = (link: string) =>
  `<p style="margin:20px 0 0"><a href="${escape(link)}" style="display:inline-block;background:#b91c1c;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escape(link)}</a></p>`;
