import { useLayoutEffect, useRef } from 'react';

/**
 * Where focus goes when a dialog closes: back to the control that opened it (WCAG 2.4.3). Radix
 * returns focus only to its own Dialog.Trigger; our dialogs open from state (a vehicle card, a
 * row of a list), so the control focused when the dialog opened is remembered and focused again.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) opener.current = document.activeElement;
  }, [open]);
  return {
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
