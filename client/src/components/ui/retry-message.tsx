// A load that failed: its message and a Try again button that loads again.
import { useTranslation } from 'react-i18next';
import type { HTMLAttributes } from 'react';
import { Button } from './button';

export interface RetryMessageProps extends HTMLAttributes<HTMLParagraphElement> {
  message: string;
  onRetry: () => void;
}

export function RetryMessage({ message, onRetry, ...rest }: RetryMessageProps) {
  const { t } = useTranslation();
  return (
    <p {...rest}>
      {message}{' '}
      <Button variant="ghost" onClick={onRetry}>
        {t('ui.tryAgain')}
      </Button>
    </p>
  );
}
