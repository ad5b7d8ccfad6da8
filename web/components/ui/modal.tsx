import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Contained } from './error-boundary.tsx';
import { cn } from '../../lib/cn.ts';
import { useReturnFocus } from '../../lib/return-focus.ts';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  /** Tailwind width class; default 36rem. */
  width?: string;
  /** The description is for screen readers only (the dialog's own first lines say it). */
  descriptionHidden?: boolean;
  children: ReactNode;
}

/** A dialog's close button: a 44 px touch target (WCAG 2.5.8, docs/decisions/020) sitting in the corner. */
export const CLOSE_BUTTON = '-me-2 -mt-2 grid size-11 shrink-0 place-items-center rounded hover:bg-slate-100';

/** A centred dialog with its title, a line under it and a close button (Radix: focus trap, Escape). */
export function Modal({ open, onClose, title, description, width = 'w-[min(36rem,96vw)]', descriptionHidden = false, children }: ModalProps) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          {...returnFocus}
          className={cn('fixed top-1/2 inset-x-0 z-50 mx-auto max-h-[92vh] -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-2xl', width)}
        >
          <div className="mb-1 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
            <Dialog.Close aria-label={t('common.close')} className={CLOSE_BUTTON}>
              <X className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className={descriptionHidden ? 'sr-only' : 'mb-4 text-sm text-slate-600'}>{description}</Dialog.Description>
          <Contained>{children}</Contained>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
