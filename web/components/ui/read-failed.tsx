import { Button } from './button.tsx';
import { t } from '../../lib/i18n/index.ts';

/** What could not be loaded, said plainly, with Retry beside it. */
export function ReadFailed({ text, onRetry }: { text: string; onRetry: () => unknown }) {
  return (
    <p className="text-sm text-red-700">
      {text}{' '}
      <Button size="sm" variant="secondary" onClick={() => void onRetry()}>
        {t('common.retry')}
      </Button>
    </p>
  );
}
