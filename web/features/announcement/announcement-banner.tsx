import { ExternalLink, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncement } from './use-announcement.ts';
import type { Announcement } from '../../../contract/announcement.contract.ts';
import { currentLanguage } from '../../lib/i18n/index.ts';

const HIDDEN_KEY = 'medfleet.announcementHidden';
const hiddenVersion = () => {
  try {
    return localStorage.getItem(HIDDEN_KEY);
  } catch {
    return null;
  }
};

/** The announcement in the language shown, else in the other one; none when it says nothing. */
function contentOf(banner: Announcement) {
  const own = banner.content[currentLanguage()];
  const other = banner.content[currentLanguage() === 'he' ? 'en' : 'he'];
  const says = (c: typeof own) => !!(c.text || c.imageUrl);
  return says(own) ? own : says(other) ? other : null;
}

/**
 * The promotional banner above the vehicle cards (docs/spec/member-app.md 1, docs/decisions/022). A member may
 * hide it; a changed announcement shows again.
 */
export function AnnouncementBanner() {
  const { t } = useTranslation();
  const { data: banner } = useAnnouncement();
  const [hidden, setHidden] = useState(hiddenVersion);
  if (!banner?.enabled || !banner.updatedAt || hidden === banner.updatedAt) return null;
  const content = contentOf(banner);
  if (!content) return null;
  const hide = () => {
    try {
      localStorage.setItem(HIDDEN_KEY, banner.updatedAt!);
    } catch {
      // Storage refused: hidden until the page is loaded again.
    }
    setHidden(banner.updatedAt);
  };
  const body = (
    <>
      {content.imageUrl && <img src={content.imageUrl} alt="" className="max-h-40 w-full rounded-lg object-cover sm:w-auto sm:max-w-xs" />}
      {content.text && <p className="flex-1 text-base font-medium">{content.text}</p>}
      {content.linkUrl && <ExternalLink className="size-5 shrink-0" aria-hidden />}
    </>
  );
  return (
    <aside
      aria-label={t('announcement.label')}
      data-testid="announcement"
      className="relative flex flex-col items-start gap-3 rounded-xl bg-amber-50 p-4 pe-12 ring-1 ring-amber-200 sm:flex-row sm:items-center"
    >
      {content.linkUrl ? (
        <a
          href={content.linkUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="flex w-full flex-col items-start gap-3 text-amber-950 hover:underline sm:flex-row sm:items-center"
        >
          {body}
        </a>
      ) : (
        <div className="flex w-full flex-col items-start gap-3 text-amber-950 sm:flex-row sm:items-center">{body}</div>
      )}
      <button
        type="button"
        onClick={hide}
        aria-label={t('announcement.hide')}
        className="absolute end-1 top-1 grid size-11 place-items-center rounded hover:bg-amber-100"
      >
        <X className="size-5" aria-hidden />
      </button>
    </aside>
  );
}
