// A complaint's attachment link: shown only for this project's own complaint file, signed for the reader, opening in a
// new tab.
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { attachmentFilePath, signedAttachmentUrl } from '../lib/complaint-attachments';
import { useQuery } from '../lib/use-query';

export interface AttachmentLinkProps {
  complaintId: number;
  /** The complaint's resource_link: the file's path in the private bucket, '' when none. */
  resourceLink: string;
  className?: string;
  /** Shown instead when there is no file to open. */
  fallback?: ReactNode;
  /** Signs the path for the reader (Storage refuses anyone its read policy does not let see the file). */
  sign?: (path: string) => Promise<string>;
}

export function AttachmentLink({
  complaintId,
  resourceLink,
  className,
  fallback = null,
  sign = signedAttachmentUrl,
}: AttachmentLinkProps) {
  const path = attachmentFilePath(resourceLink);
  if (path === null) return fallback;
  return <SignedLink complaintId={complaintId} path={path} className={className} sign={sign} />;
}

function SignedLink({
  complaintId,
  path,
  className,
  sign,
}: {
  complaintId: number;
  path: string;
  className: string | undefined;
  sign: (path: string) => Promise<string>;
}) {
  const { t } = useTranslation(['common', 'messages']);
  const link = useQuery(path, () => sign(path));
  if (link.status === 'error') return <span className={className}>{t('messages:attachmentUnavailable')}</span>;
  if (link.status !== 'success') return <span className={className}>{t('messages:attachmentLoading')}</span>;
  return (
    <a className={className} href={link.data} target="_blank" rel="noopener noreferrer">
      {t('ui.viewAttachment')}
      <span className="visually-hidden"> {t('ui.attachmentFor', { id: complaintId })}</span>
    </a>
  );
}
