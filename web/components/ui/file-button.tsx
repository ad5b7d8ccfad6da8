import type { ReactNode } from 'react';
import { buttonLook } from './button.tsx';
import { cn } from '../../lib/cn.ts';

interface FileButtonProps {
  /** The kinds of file the picker offers (the input's accept). */
  accept: string;
  /** The input's name for screen readers; without it, the button's own text names it. */
  inputLabel?: string;
  /** On a phone, opens the camera instead of the files. */
  camera?: boolean;
  multiple?: boolean;
  disabled?: boolean;
  variant?: Parameters<typeof buttonLook>[0];
  size?: Parameters<typeof buttonLook>[1];
  className?: string;
  /** The hint a pointer shows, for a button that is only an icon. */
  title?: string;
  onFiles: (files: File[]) => void;
  children: ReactNode;
}

/**
 * A button that opens the file picker: a label around a hidden input, so a phone can open its
 * camera from it and the keyboard reaches the input itself (the ring shows for the keyboard only, as on a button). The choice is cleared after each
 * pick, so the same file can be picked again after a refusal.
 */
export function FileButton({
  accept,
  inputLabel,
  camera,
  multiple,
  disabled,
  variant = 'secondary',
  size = 'sm',
  className,
  title,
  onFiles,
  children,
}: FileButtonProps) {
  return (
    <label
      title={title}
      className={cn(
        buttonLook(variant, size),
        'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-slate-500',
        disabled && 'cursor-not-allowed opacity-50',
        className,
      )}
    >
      {children}
      <input
        type="file"
        accept={accept}
        multiple={multiple}
        capture={camera ? 'environment' : undefined}
        disabled={disabled}
        className="sr-only"
        aria-label={inputLabel}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </label>
  );
}
