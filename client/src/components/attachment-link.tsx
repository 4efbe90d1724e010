// A complaint's attachment link: shown only for http(s) links (students write them), opening in a new tab.
import type { ReactNode } from 'react';
import { safeLink } from '../lib/format';

export interface AttachmentLinkProps {
  complaintId: number;
  resourceLink: string;
  className?: string;
  /** Shown instead when there is no link to follow. */
  fallback?: ReactNode;
}

export function AttachmentLink({ complaintId, resourceLink, className, fallback = null }: AttachmentLinkProps) {
  const link = safeLink(resourceLink);
  if (!link) return fallback;
  return (
    <a className={className} href={link} target="_blank" rel="noopener noreferrer">
      View attachment<span className="visually-hidden"> for complaint {complaintId} (opens in a new tab)</span>
    </a>
  );
}
