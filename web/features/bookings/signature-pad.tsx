import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A drawing surface for a signature; reports a PNG data URL after each stroke, null when cleared.
 * Drawing needs a dragging pointer, so the typed name can be written in as the signature instead
 * (WCAG 2.5.7: keyboard and single-tap users sign too).
 */
export function SignaturePad({ onChange, typedName }: { onChange: (png: string | null) => void; typedName: string }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.strokeStyle = '#0f172a';
  }, []);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return [((e.clientX - rect.left) / rect.width) * e.currentTarget.width, ((e.clientY - rect.top) / rect.height) * e.currentTarget.height] as const;
  };

  const writeTypedName = () => {
    const c = canvas.current!;
    const ctx = c.getContext('2d')!;
    ctx.clearRect(0, 0, c.width, c.height);
    ctx.font = 'italic 40px cursive';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = '#0f172a';
    ctx.fillText(typedName.trim(), c.width / 2, c.height / 2, c.width - 20);
    onChange(c.toDataURL('image/png'));
  };

  const clear = () => {
    const c = canvas.current!;
    c.getContext('2d')!.clearRect(0, 0, c.width, c.height);
    onChange(null);
  };

  return (
    <div>
      <canvas
        ref={canvas}
        width={480}
        height={140}
        aria-label={t('signaturePad.label')}
        className="w-full touch-none rounded-md border border-dashed border-slate-400 bg-white"
        onPointerDown={(e) => {
          drawing.current = true;
          e.currentTarget.setPointerCapture(e.pointerId);
          const ctx = e.currentTarget.getContext('2d')!;
          ctx.beginPath();
          ctx.moveTo(...point(e));
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return;
          const ctx = e.currentTarget.getContext('2d')!;
          ctx.lineTo(...point(e));
          ctx.stroke();
        }}
        onPointerUp={(e) => {
          drawing.current = false;
          onChange(e.currentTarget.toDataURL('image/png'));
        }}
      />
      <div className="flex flex-wrap gap-x-4">
        <button
          type="button"
          className="min-h-11 text-xs text-slate-600 underline disabled:no-underline disabled:opacity-50"
          disabled={!typedName.trim()}
          onClick={writeTypedName}
        >
          {t('signaturePad.useName')}
        </button>
        <button type="button" className="min-h-11 text-xs text-slate-600 underline" onClick={clear}>
          {t('signaturePad.clear')}
        </button>
      </div>
    </div>
  );
}
